import type { ActionList, ActionWindowKey } from '@barnboard/domain';

/** The windows of each list, in the form's order (labels: actionLists.windows.<key>). */
export const WINDOW_GROUPS: readonly { list: ActionList; keys: readonly ActionWindowKey[] }[] = [
  {
    list: 'heat_check',
    keys: ['heat_check_1_from', 'heat_check_1_to', 'heat_check_2_from', 'heat_check_2_to'],
  },
  {
    list: 'preg_check',
    keys: ['preg_check_1_from', 'preg_check_1_overdue', 'preg_check_2_from', 'preg_check_2_to'],
  },
  { list: 'move_to_farrowing', keys: ['move_before_farrowing'] },
  { list: 'due_to_farrow', keys: ['farrow_lead', 'farrow_overdue', 'not_in_pig'] },
  { list: 'due_to_wean', keys: ['wean_lead', 'wean_overdue'] },
  { list: 'weaned_not_served', keys: ['weaned_after', 'weaned_overdue'] },
  { list: 'gilts_overdue', keys: ['gilt_acclimatisation'] },
  { list: 'inactive', keys: ['inactive_days'] },
];
