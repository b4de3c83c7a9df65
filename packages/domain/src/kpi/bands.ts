import type { PIGLET_MORTALITY_BANDS, ReturnBand } from './catalogue.js';

export type MortalityBand = (typeof PIGLET_MORTALITY_BANDS)[number];

/**
 * The return-to-estrus bands of a repeat service, in days since the service before it (spec §9,
 * docs/kpis.md): the one set of bands every screen uses (the returns analysis, the gestation
 * losses, the action lists' heat checks).
 */
export const RETURN_BAND_DAYS = {
  early: { from: 11, to: 17 },
  regular: { from: 18, to: 25 },
  irregular: { from: 26, to: 37 },
  regular_second: { from: 38, to: 46 },
  late: { from: 47, to: 108 },
} as const satisfies Record<Exclude<ReturnBand, 'other'>, { from: number; to: number }>;

/** Return-to-estrus band of a repeat service by days since the service before it. */
export function returnBand(interval: number): ReturnBand {
  for (const [band, days] of Object.entries(RETURN_BAND_DAYS))
    if (interval >= days.from && interval <= days.to) return band as ReturnBand;
  return 'other';
}

/** A return one or two heat cycles after the service: what a farm calls a regular return. */
export function isRegularReturn(interval: number): boolean {
  const band = returnBand(interval);
  return band === 'regular' || band === 'regular_second';
}

/** Piglet mortality band by the litter's age at death in whole days (spec §9). */
export function mortalityBand(ageDays: number): MortalityBand {
  if (ageDays <= 2) return '0-2';
  if (ageDays <= 8) return '3-8';
  return '9+';
}
