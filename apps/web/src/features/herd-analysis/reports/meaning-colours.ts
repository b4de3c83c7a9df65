import type { BreedingState, MortalityBand, RemovalKind, ReturnBand } from '@barnboard/domain';
import type { SeriesColourName } from '../../../lib/charts/category-chart';

/**
 * The colour of each part of the herd reports' stacked charts: what needs a look in warm
 * colours (early deaths, returns, deaths of sows), what is going well in the barn's green.
 */

export const MORTALITY_BAND_COLOURS: Record<MortalityBand, SeriesColourName> = {
  '0-2': 'red',
  '3-8': 'orange',
  '9+': 'grape',
};

export const REMOVAL_KIND_COLOURS: Record<RemovalKind, SeriesColourName> = {
  cull: 'blue',
  death: 'red',
  euthanasia: 'grape',
  transfer: 'gray',
};

export const BREEDING_STATE_COLOURS: Record<BreedingState, SeriesColourName> = {
  pending: 'gray',
  confirmed: 'barn',
  farrowed: 'blue',
  returned: 'orange',
  aborted: 'red',
  open: 'grape',
  removed: 'yellow',
};

export const RETURN_BAND_COLOURS: Record<ReturnBand, SeriesColourName> = {
  early: 'red',
  regular: 'barn',
  irregular: 'orange',
  regular_second: 'blue',
  late: 'grape',
  other: 'gray',
};
