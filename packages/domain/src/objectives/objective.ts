import { z } from 'zod';

/**
 * An objective (spec §3): a type, five thresholds and a fade factor. The five thresholds are
 * always points on the value axis in ascending order, named after the 'target' reading:
 *
 *   t1 far-low · t2 low · t3 ideal · t4 high · t5 far-high
 *
 * The type says which side of the green band [t2, t4] is bad (docs/objectives.md):
 * - target: both sides; yellow out to t1 and t5, red beyond.
 * - higher: the low side (yellow from t1, red below it); from t4 up, better than hoped: blue.
 *   t5 unused.
 * - lower: the high side (yellow up to t5, red above it); t2 and below is blue. t1 unused.
 * The ideal t3 is optional; it centres the green band's fading.
 */
export const OBJECTIVE_TYPES = ['none', 'lower', 'higher', 'target'] as const;
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];

export type Thresholds = readonly [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];

export type Objective = {
  type: ObjectiveType;
  thresholds: Thresholds;
  /** 0..1: how much of each half-zone fades into its neighbour (0: none, 1: all of it). */
  fade: number;
};

/** Used when a stored objective has no fade: the outer quarter of each half-zone blends. */
export const DEFAULT_FADE = 0.25;

export const NO_OBJECTIVE: Objective = {
  type: 'none',
  thresholds: [null, null, null, null, null],
  fade: DEFAULT_FADE,
};

/** Indexes (0-based) of the thresholds that bound the colour zones of each type. */
export const BOUNDARY_INDEXES: Record<ObjectiveType, readonly number[]> = {
  none: [],
  higher: [0, 1, 3],
  lower: [1, 3, 4],
  target: [0, 1, 3, 4],
};

const IDEAL_INDEX = 2;

export type ThresholdIssue = { index: number; message: string };

/**
 * What is wrong with an objective's thresholds: the bounding ones of its type are required and
 * strictly ascending (an empty zone is almost always a typing slip); the ideal, when given, lies
 * in the green band. Thresholds the type does not use are ignored, so switching type on the
 * objectives page does not force clearing fields.
 */
export function thresholdIssues(type: ObjectiveType, thresholds: Thresholds): ThresholdIssue[] {
  const issues: ThresholdIssue[] = [];
  let previous: number | null = null;
  for (const index of BOUNDARY_INDEXES[type]) {
    const value = thresholds[index] ?? null;
    if (value === null) {
      issues.push({ index, message: 'required for this objective type' });
      continue;
    }
    if (previous !== null && value <= previous) {
      issues.push({ index, message: 'must be greater than the threshold before it' });
    }
    previous = value;
  }
  const ideal = thresholds[IDEAL_INDEX];
  const [low, high] = [thresholds[1], thresholds[3]];
  if (type !== 'none' && ideal !== null && low !== null && high !== null) {
    if (ideal < low || ideal > high) {
      issues.push({ index: IDEAL_INDEX, message: 'the ideal must lie between low and high' });
    }
  }
  return issues;
}

const threshold = z.number().finite().nullable();

/** A stored objective (site or user preferences, one per metric key). */
export const objectiveSchema = z
  .object({
    type: z.enum(OBJECTIVE_TYPES),
    thresholds: z.tuple([threshold, threshold, threshold, threshold, threshold]),
    fade: z.number().min(0).max(1).default(DEFAULT_FADE),
  })
  .superRefine((objective, ctx) => {
    for (const issue of thresholdIssues(objective.type, objective.thresholds)) {
      ctx.addIssue({ code: 'custom', path: ['thresholds', issue.index], message: issue.message });
    }
  });

/**
 * The objectives preference: metric key → objective. Keys are free strings because later report
 * keys (zootech) get objectives too; a key without one falls back to its default.
 */
export const objectivesPreferenceSchema = z.record(z.string().min(1), objectiveSchema);
export type ObjectivesPreference = Record<string, Objective>;

/**
 * Reads a stored objectives preference leniently: an invalid entry is dropped (its metric falls
 * back to the default) rather than losing every objective over one bad value.
 */
export function readObjectivesPreference(raw: unknown): ObjectivesPreference {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const objectives: ObjectivesPreference = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = objectiveSchema.safeParse(value);
    if (key !== '' && parsed.success) objectives[key] = parsed.data;
  }
  return objectives;
}
