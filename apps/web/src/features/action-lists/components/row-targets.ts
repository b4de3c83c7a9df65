import {
  ACTION_LISTS,
  RECORD_CHECKS,
  RECORD_TYPES,
  type ActionList,
  type RecordToFix,
} from '@barnboard/domain';

/** A row of an action list, as its tick acts on it. */
export type ActionListRow = { animal: string; list: ActionList };

/** A record to fix, as its fix acts on it. */
export type FindingRef = Pick<RecordToFix, 'check' | 'animal' | 'record' | 'date'>;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** The row an action list's grid row stands for (its GridRow.actionTarget). */
export function actionListRowOf(target: Readonly<Record<string, string>>): ActionListRow | null {
  const { animal, list } = target;
  return animal !== undefined && oneOf(ACTION_LISTS, list) ? { animal, list } : null;
}

/** The record to fix a grid row stands for (its GridRow.actionTarget). */
export function findingOf(target: Readonly<Record<string, string>>): FindingRef | null {
  const { check, animal, record, date } = target;
  return animal !== undefined &&
    date !== undefined &&
    oneOf(RECORD_CHECKS, check) &&
    oneOf(RECORD_TYPES, record)
    ? { check, animal, record, date }
    : null;
}
