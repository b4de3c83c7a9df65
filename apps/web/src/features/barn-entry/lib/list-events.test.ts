import { ACTION_LISTS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { BARN_EVENT_TYPES } from './event-fields';
import { LIST_EVENTS } from './list-events';

describe('the tick of an action list', () => {
  it('records the event each list waits for', () => {
    expect(LIST_EVENTS).toEqual({
      heat_check: ['heat'],
      preg_check: ['preg_check'],
      move_to_farrowing: ['move'],
      due_to_farrow: ['farrowing'],
      due_to_wean: ['weaning'],
      weaned_not_served: ['service'],
      gilts_overdue: ['service'],
      inactive: ['removal', 'service'],
    });
  });

  it('opens a form the barn has for every list', () => {
    for (const list of ACTION_LISTS) {
      for (const type of LIST_EVENTS[list]) expect(BARN_EVENT_TYPES).toContain(type);
    }
  });
});
