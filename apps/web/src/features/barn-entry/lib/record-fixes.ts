import { dateOfDay, dayNumber, type RecordToFix, type RecordType } from '@barnboard/domain';

/**
 * The fix of a record to fix (docs/action-lists.md, "Records to fix"): record what is missing, or
 * correct the record that is wrong, found on her card by its type and date.
 *
 * - a farrowing with no weaning before the next service: the weaning, dated by default the site's
 *   target lactation after the farrowing;
 * - a first service too late for her age: her birth date, on her entry;
 * - any other (a gestation too long or short, no piglet born, a litter that does not balance, a
 *   long interval, a service with no outcome): the record named, corrected.
 */
export type RecordFix =
  | { kind: 'record'; type: RecordType; date: string }
  | { kind: 'correct'; type: RecordType; date: string | null };

export function fixOf(
  finding: Pick<RecordToFix, 'check' | 'record' | 'date'>,
  lactationDays: number,
): RecordFix {
  switch (finding.check) {
    case 'missing_weaning':
      return {
        kind: 'record',
        type: 'weaning',
        date: dateOfDay(dayNumber(finding.date) + lactationDays),
      };
    case 'late_first_service':
      // Her one entry: its date is not the finding's.
      return { kind: 'correct', type: 'entry', date: null };
    default:
      return { kind: 'correct', type: finding.record, date: finding.date };
  }
}
