import { BOUNDARY_INDEXES, type Objective, type ObjectiveType } from './objective.js';

export const ZONE_COLOURS = ['red', 'yellow', 'green', 'blue'] as const;
export type ZoneColour = (typeof ZONE_COLOURS)[number];

/**
 * One colour zone of an objective on the value axis. The outer zones are unbounded (−∞ or +∞)
 * and have no centre; a bounded zone's centre splits it into the half that fades towards the
 * zone below and the half that fades towards the zone above.
 */
export type Zone = { colour: ZoneColour; from: number; to: number; centre: number | null };

/** The zones of each type, low values first (one more than its boundaries). */
const COLOURS_BY_TYPE: Record<Exclude<ObjectiveType, 'none'>, readonly ZoneColour[]> = {
  higher: ['red', 'yellow', 'green', 'blue'],
  lower: ['blue', 'green', 'yellow', 'red'],
  target: ['red', 'yellow', 'green', 'yellow', 'red'],
};

/** Worst to best: on a boundary a value takes the better of the two zones. */
export const ZONE_RANK: Record<ZoneColour, number> = { red: 0, yellow: 1, green: 2, blue: 3 };

/**
 * The zones of an objective, or null when it colours nothing: type none, or a bounding threshold
 * missing (the schema refuses that; a half-typed objective shows uncoloured rather than guessed).
 */
export function objectiveZones(objective: Objective): Zone[] | null {
  if (objective.type === 'none') return null;
  const bounds: number[] = [];
  for (const index of BOUNDARY_INDEXES[objective.type]) {
    const value = objective.thresholds[index];
    if (value === null || value === undefined) return null;
    bounds.push(value);
  }
  const ideal = objective.thresholds[2] ?? null;
  return COLOURS_BY_TYPE[objective.type].map((colour, i) => {
    const from = bounds[i - 1] ?? -Infinity;
    const to = bounds[i] ?? Infinity;
    return { colour, from, to, centre: zoneCentre(colour, from, to, ideal) };
  });
}

function zoneCentre(colour: ZoneColour, from: number, to: number, ideal: number | null) {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  // The green band fades from its ideal, so a value at the ideal is the purest green.
  if (colour === 'green' && ideal !== null && from <= ideal && ideal <= to) return ideal;
  return (from + to) / 2;
}

/** Index of the zone holding a finite value; on a boundary, the better zone. */
export function zoneIndex(value: number, zones: readonly Zone[]): number {
  let index = 0;
  for (const [i, zone] of zones.entries()) {
    index = i;
    const next = zones[i + 1];
    if (!next) break;
    const passes =
      value > zone.to || (value === zone.to && ZONE_RANK[next.colour] > ZONE_RANK[zone.colour]);
    if (!passes) break;
  }
  return index;
}
