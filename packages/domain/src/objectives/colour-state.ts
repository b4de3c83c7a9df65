import type { Objective } from './objective.js';
import { objectiveZones, zoneIndex, type Zone } from './zones.js';

/**
 * The eleven colour states of spec §4. 'A-B' reads: the value is in zone A and close enough to
 * its boundary with zone B to be drawn as a gradient from A to B; 'A-A' is a pure zone colour;
 * black-black is no colour at all (transparent).
 */
export const COLOUR_STATES = [
  'black-black',
  'green-green',
  'green-yellow',
  'yellow-green',
  'blue-green',
  'green-blue',
  'yellow-yellow',
  'red-yellow',
  'yellow-red',
  'red-red',
  'blue-blue',
] as const;
export type ColourState = (typeof COLOUR_STATES)[number];

export const COLORS_DISPLAY = ['all', 'red', 'none'] as const;
/** Preference colorsDisplay. all: every state; red: only values in a red zone; none: no colour. */
export type ColorsDisplay = (typeof COLORS_DISPLAY)[number];

export type ColourOptions = { colorsDisplay: ColorsDisplay; gradient: boolean };

/**
 * The colour state of a value under an objective (docs/objectives.md). A value takes the zone it
 * lies in (the better one on a boundary). With gradients on, it blends towards a neighbouring
 * zone when its distance to their boundary is under fade × the distance from that boundary to the
 * centre of the bounded zone beside it (its own zone, or for an outer zone the neighbour).
 */
export function colourState(
  value: number | null,
  objective: Objective,
  options: ColourOptions,
): ColourState {
  if (value === null || !Number.isFinite(value) || options.colorsDisplay === 'none') {
    return 'black-black';
  }
  const zones = objectiveZones(objective);
  if (!zones) return 'black-black';
  const index = zoneIndex(value, zones);
  const zone = zones[index];
  if (!zone) return 'black-black';
  if (options.colorsDisplay === 'red' && zone.colour !== 'red') return 'black-black';
  const pure = `${zone.colour}-${zone.colour}` as ColourState;
  if (!options.gradient) return pure;
  const neighbour = fadingNeighbour(value, zones, index);
  if (!neighbour) return pure;
  const fade = Math.min(1, Math.max(0, objective.fade));
  const reach = Math.abs(neighbour.boundary - neighbour.centre);
  return Math.abs(value - neighbour.boundary) < fade * reach
    ? // Zones only ever neighbour red/yellow, yellow/green or green/blue: always one of the states.
      (`${zone.colour}-${neighbour.zone.colour}` as ColourState)
    : pure;
}

/**
 * The zone a value may fade towards: for a bounded zone, the one across the boundary on the
 * value's side of the centre (none at the centre itself); for an outer zone, its only neighbour.
 * `centre` is the centre the fading distance is measured from.
 */
function fadingNeighbour(
  value: number,
  zones: readonly Zone[],
  index: number,
): { zone: Zone; boundary: number; centre: number } | null {
  const zone = zones[index];
  if (!zone || value === zone.centre) return null;
  const downwards = zone.centre === null ? index === zones.length - 1 : value < zone.centre;
  const other = zones[downwards ? index - 1 : index + 1];
  const centre = zone.centre ?? other?.centre ?? null;
  if (!other || centre === null) return null;
  return { zone: other, boundary: downwards ? zone.from : zone.to, centre };
}
