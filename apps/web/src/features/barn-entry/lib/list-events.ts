import type { ActionList, RecordType } from '@barnboard/domain';

/**
 * What ticks a row of an action list off (docs/action-lists.md): recording the event the list
 * waits for. The first type is the one a tick opens; the others are offered beside it (a female
 * idle for a while is served again, or removed).
 */
export const LIST_EVENTS: Record<ActionList, readonly [RecordType, ...RecordType[]]> = {
  heat_check: ['heat'],
  preg_check: ['preg_check'],
  move_to_farrowing: ['move'],
  due_to_farrow: ['farrowing'],
  due_to_wean: ['weaning'],
  weaned_not_served: ['service'],
  gilts_overdue: ['service'],
  inactive: ['removal', 'service'],
};
