import {
  herdRecordSchema,
  type AnimalEvent,
  type HerdRecord,
  type RecordType,
} from '@barnboard/domain';
import { EVENT_FIELDS, ownsLocation } from './event-fields';

/**
 * What a record form holds while it is filled: every input as typed (text), the way the format's
 * CSV cells arrive, so the one schema of imports checks it (numbers as digits, decimals with a
 * point or a comma). Empty inputs are left out of the record: the format's defaults apply.
 */
export type RecordDraft = {
  date: string;
  time: string;
  user: string;
  location: string;
  fields: Record<string, string>;
};

/** Why a field is refused, said in the form's words (the server's own reason is shown as sent). */
export type FieldProblem =
  | { field: string; rule: 'required' }
  | { field: string; rule: 'min'; limit: number }
  | { field: string; rule: 'max'; limit: number }
  | { field: string; rule: 'invalid' }
  | { field: string; rule: 'server'; reason: string };

export const emptyDraft = (date: string): RecordDraft => ({
  date,
  time: '',
  user: '',
  location: '',
  fields: {},
});

/** The draft an edit starts from: the stored event as the card lists it. */
export function draftOfEvent(event: AnimalEvent): RecordDraft {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.fields)) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  }
  if (ownsLocation(event.type) && event.location) fields.location = event.location;
  return {
    date: event.date,
    time: event.time ?? '',
    user: event.user ?? '',
    location: ownsLocation(event.type) ? '' : (event.location ?? ''),
    fields,
  };
}

/** The record as the format writes it, before the schema: only what was typed. */
export function recordInput(type: RecordType, animal: string, draft: RecordDraft) {
  const typed = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const input: Record<string, unknown> = { type, animal: animal.trim(), date: draft.date };
  const common = { time: draft.time, user: draft.user, location: draft.location };
  for (const [name, value] of Object.entries(common)) {
    if (typed(value) !== undefined) input[name] = typed(value);
  }
  for (const field of EVENT_FIELDS[type]) {
    const value = typed(draft.fields[field.name] ?? '');
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}

type Issue = { path: PropertyKey[]; code: string; minimum?: unknown; maximum?: unknown };

function problemOf(issue: Issue, input: Record<string, unknown>): FieldProblem {
  const field = String(issue.path[0] ?? 'record');
  if (input[field] === undefined) return { field, rule: 'required' };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
    return { field, rule: 'min', limit: issue.minimum };
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { field, rule: 'max', limit: issue.maximum };
  }
  return { field, rule: 'invalid' };
}

/**
 * The draft checked as an import checks a record (herdRecordSchema): the record to send, with the
 * format's defaults applied, or a problem per field (the first of each).
 */
export function checkDraft(
  type: RecordType,
  animal: string,
  draft: RecordDraft,
): { record: HerdRecord; problems: [] } | { record: null; problems: FieldProblem[] } {
  const input = recordInput(type, animal, draft);
  const parsed = herdRecordSchema.safeParse(input);
  if (parsed.success) return { record: parsed.data, problems: [] };
  const byField = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const problem = problemOf(issue, input);
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  }
  return { record: null, problems: [...byField.values()] };
}
