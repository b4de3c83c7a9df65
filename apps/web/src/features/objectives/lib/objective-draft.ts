import {
  BOUNDARY_INDEXES,
  formatObjectiveValue,
  OBJECTIVE_DEFAULTS,
  OBJECTIVE_KEYS,
  parseObjectiveValue,
  resolveObjective,
  thresholdIssues,
  type Objective,
  type ObjectiveKey,
  type ObjectivesPreference,
  type ObjectiveType,
  type Thresholds,
} from '@barnboard/domain';

/** An objective being edited: its five threshold fields as typed (percent metrics × 100). */
export type ObjectiveDraft = { type: ObjectiveType; texts: readonly string[]; fade: number };

export type ObjectiveDrafts = Record<ObjectiveKey, ObjectiveDraft>;

/** Why a threshold field is refused, as a catalogue key under objectives.issues. */
export type FieldIssue = 'notANumber' | 'required' | 'ascending' | 'idealInBand' | 'invalid';

const IDEAL_INDEX = 2;

// thresholdIssues words its issues in English for the API; the page shows them in the user's.
const ISSUE_OF_MESSAGE: Record<string, FieldIssue> = {
  'required for this objective type': 'required',
  'must be greater than the threshold before it': 'ascending',
  'the ideal must lie between low and high': 'idealInBand',
};

export const isPercent = (key: ObjectiveKey) => OBJECTIVE_DEFAULTS[key].unit === 'percent';

/** The threshold fields a type reads: its bounds and the ideal; 'none' reads none. */
export function usedIndexes(type: ObjectiveType): number[] {
  return type === 'none' ? [] : [...BOUNDARY_INDEXES[type], IDEAL_INDEX].sort((a, b) => a - b);
}

export function draftOf(key: ObjectiveKey, objective: Objective): ObjectiveDraft {
  const texts = objective.thresholds.map((value) => formatObjectiveValue(value, isPercent(key)));
  return { type: objective.type, texts, fade: objective.fade };
}

export function withText(draft: ObjectiveDraft, index: number, text: string): ObjectiveDraft {
  return { ...draft, texts: draft.texts.map((old, at) => (at === index ? text : old)) };
}

/** The drafts of every metric with a default, from the stored objectives (else the default). */
export function draftsOf(stored: ObjectivesPreference): ObjectiveDrafts {
  return Object.fromEntries(
    OBJECTIVE_KEYS.map((key) => [key, draftOf(key, resolveObjective(key, stored))]),
  ) as ObjectiveDrafts;
}

export type DraftCheck = {
  /** The objective to store, or null while a field is refused. */
  objective: Objective | null;
  issues: readonly (FieldIssue | null)[];
};

/**
 * Reads a draft back: each field a number or empty (unused fields are stored empty, so a type
 * switched back does not bring back stale values), then the domain's threshold rules.
 */
export function checkDraft(key: ObjectiveKey, draft: ObjectiveDraft): DraftCheck {
  const used = usedIndexes(draft.type);
  const parsed = draft.texts.map((text, index) =>
    used.includes(index) ? parseObjectiveValue(text, isPercent(key)) : null,
  );
  const issues: (FieldIssue | null)[] = parsed.map((value) =>
    value === undefined ? 'notANumber' : null,
  );
  if (issues.some((issue) => issue !== null)) return { objective: null, issues };
  const thresholds = parsed as unknown as Thresholds;
  for (const issue of thresholdIssues(draft.type, thresholds)) {
    issues[issue.index] ??= ISSUE_OF_MESSAGE[issue.message] ?? 'invalid';
  }
  if (issues.some((issue) => issue !== null)) return { objective: null, issues };
  return { objective: { type: draft.type, thresholds, fade: draft.fade }, issues };
}

const sameObjective = (a: Objective, b: Objective) =>
  a.type === b.type && a.fade === b.fade && a.thresholds.every((t, i) => t === b.thresholds[i]);

/**
 * The objectives preference to save, or null while a draft is refused. Keys the page does not
 * list (objectives of later reports) are kept; a metric back at its default is not stored, so
 * it follows the default if a later release improves it.
 */
export function objectivesToSave(
  stored: ObjectivesPreference,
  drafts: ObjectiveDrafts,
): ObjectivesPreference | null {
  const next: ObjectivesPreference = { ...stored };
  for (const key of OBJECTIVE_KEYS) {
    const { objective } = checkDraft(key, drafts[key]);
    if (!objective) return null;
    if (sameObjective(objective, OBJECTIVE_DEFAULTS[key].objective)) delete next[key];
    else next[key] = objective;
  }
  return next;
}
