import type { KpiKey } from '../kpi/catalogue.js';
import {
  DEFAULT_FADE,
  NO_OBJECTIVE,
  type Objective,
  type ObjectivesPreference,
  type Thresholds,
} from './objective.js';

/** The unit kind of a metric (spec §3); percent metrics are stored as fractions, shown × 100. */
export const OBJECTIVE_UNITS = ['qty', 'percent', 'weight', 'per_sow', 'length', 'time'] as const;
export type ObjectiveUnit = (typeof OBJECTIVE_UNITS)[number];

export type ObjectiveDefault = { unit: ObjectiveUnit; objective: Objective };

const higher = (thresholds: Thresholds): Objective => ({
  type: 'higher',
  thresholds,
  fade: DEFAULT_FADE,
});
const lower = (thresholds: Thresholds): Objective => ({
  type: 'lower',
  thresholds,
  fade: DEFAULT_FADE,
});
const target = (thresholds: Thresholds): Objective => ({
  type: 'target',
  thresholds,
  fade: DEFAULT_FADE,
});

/**
 * Default objectives of the KPI keys (docs/objectives.md). Thresholds are in the KPI's own unit,
 * so fractions for percent metrics (spec's far_rate 80/86/88/90 is 0.8/0.86/0.88/0.9). Keys
 * marked "derived" have no default in the spec: their green band is the typical range of
 * shared/domain-notes.md §3, the ideal its quoted mean, and the outer thresholds one band width
 * further out. Counts and inventories have no objective: they scale with the herd.
 */
export const OBJECTIVE_DEFAULTS = {
  // spec §9
  far_rate: { unit: 'percent', objective: higher([0.8, 0.86, 0.88, 0.9, null]) },
  pc_culling: { unit: 'percent', objective: target([0.25, 0.3, 0.35, 0.4, 0.45]) },
  parity: { unit: 'qty', objective: target([4.2, 5.5, 6, 6.5, 7.8]) },
  wean_age: { unit: 'qty', objective: target([19, 19.5, 21.5, 22.5, 25]) },
  ges_length: { unit: 'qty', objective: target([113, 114, 114.5, 115.5, 117]) },
  // derived: born alive 13–14 (13.6)
  born_alive: { unit: 'qty', objective: higher([12, 13, 13.6, 14, null]) },
  // derived: pre-weaning mortality 12–15 % (14.4 %)
  pre_wean_mortality: { unit: 'percent', objective: lower([null, 0.12, 0.144, 0.15, 0.18]) },
  // derived: wean-to-service 5–7 days (6.9)
  wsi: { unit: 'qty', objective: lower([null, 5, 6.9, 7, 9]) },
  // derived: PW/MF/Y 25–26 (25.74)
  pw_mf_year: { unit: 'per_sow', objective: higher([24, 25, 25.74, 26, null]) },
  // derived: sow death loss 7–12 %, no mean quoted
  pc_mortality: { unit: 'percent', objective: lower([null, 0.07, null, 0.12, 0.17]) },
  // derived: replacement 50–60 %, no mean quoted; too low ages the herd, too high costs gilts
  replacement_rate: { unit: 'percent', objective: target([0.4, 0.5, null, 0.6, 0.7]) },
} as const satisfies Partial<Record<KpiKey, ObjectiveDefault>>;

export type ObjectiveKey = keyof typeof OBJECTIVE_DEFAULTS;
export const OBJECTIVE_KEYS = Object.keys(OBJECTIVE_DEFAULTS) as ObjectiveKey[];

export function isObjectiveKey(key: string): key is ObjectiveKey {
  return Object.hasOwn(OBJECTIVE_DEFAULTS, key);
}

/** Percent metrics are stored as fractions and shown × 100. */
export function isPercentMetric(key: string): boolean {
  return isObjectiveKey(key) && OBJECTIVE_DEFAULTS[key].unit === 'percent';
}

/**
 * The objective that colours a metric: the stored one (site or user objectives, as the goals
 * toggle says), else the metric's default, else none.
 */
export function resolveObjective(key: string, stored: ObjectivesPreference | undefined): Objective {
  const own = stored && Object.hasOwn(stored, key) ? stored[key] : undefined;
  if (own) return own;
  return isObjectiveKey(key) ? OBJECTIVE_DEFAULTS[key].objective : NO_OBJECTIVE;
}
