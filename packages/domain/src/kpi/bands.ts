import type { PIGLET_MORTALITY_BANDS, ReturnBand } from './catalogue.js';

export type MortalityBand = (typeof PIGLET_MORTALITY_BANDS)[number];

/** Return-to-estrus band of a repeat service by days since the service before it (spec §9). */
export function returnBand(interval: number): ReturnBand {
  if (interval >= 11 && interval <= 17) return 'early';
  if (interval >= 18 && interval <= 25) return 'regular';
  if (interval >= 26 && interval <= 37) return 'irregular';
  if (interval >= 38 && interval <= 46) return 'regular_second';
  if (interval >= 47 && interval <= 108) return 'late';
  return 'other';
}

/** Piglet mortality band by the litter's age at death in whole days (spec §9). */
export function mortalityBand(ageDays: number): MortalityBand {
  if (ageDays <= 2) return '0-2';
  if (ageDays <= 8) return '3-8';
  return '9+';
}
