import type { ActionNote, RecordToFix } from '@barnboard/domain';
import type { TFunction } from 'i18next';

/**
 * How the action lists and the records to fix are put in words, wherever they show: their own
 * reports and a sow's card (issue 29 §2) say the same thing the same way.
 */

/** What is wrong with a record, its figure in words ("gestation of 131 days"). */
export const recordToFixWrong = (record: RecordToFix, t: TFunction) =>
  t(`actionLists.checks.${record.check}`, { value: record.value, count: record.value });

/** Joined by a middle dot: some reports' own names hold commas ("Farrowing, weaning, piglets"). */
export const recordToFixReports = (record: RecordToFix, t: TFunction) =>
  record.reports.map((report) => t(`actionLists.reports.${report}`)).join(' · ');

/** What an action-list row asks: its window (heat 1, check 2…), and "overdue" when it is. */
export function actionToDo(
  item: { note: ActionNote | null; overdue: boolean },
  t: TFunction,
): string | null {
  const parts = [
    ...(item.note ? [t(`actionLists.notes.${item.note}`)] : []),
    ...(item.overdue ? [t('actionLists.overdue')] : []),
  ];
  return parts.length === 0 ? null : parts.join(', ');
}
