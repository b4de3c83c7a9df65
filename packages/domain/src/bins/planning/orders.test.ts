import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliveredKg,
  deliveryMatchDays,
  DELIVERY_ORDER_ACTIONS,
  DELIVERY_ORDER_STATES,
  nextOrderState,
} from './orders.js';

describe('feed order states', () => {
  it('go requested → confirmed → delivered, or cancelled before delivery; the last two are final', () => {
    const moves = DELIVERY_ORDER_STATES.flatMap((state) =>
      DELIVERY_ORDER_ACTIONS.map(
        (action) => `${state} ${action} → ${nextOrderState(state, action)}`,
      ),
    );
    expect(moves).toEqual([
      'requested confirm → confirmed',
      'requested deliver → delivered',
      'requested cancel → cancelled',
      'confirmed confirm → null',
      'confirmed deliver → delivered',
      'confirmed cancel → cancelled',
      'delivered confirm → null',
      'delivered deliver → null',
      'delivered cancel → null',
      'cancelled confirm → null',
      'cancelled deliver → null',
      'cancelled cancel → null',
    ]);
  });
});

describe('the delivery of an order', () => {
  it('counts the fills from the day before the wished date to the third day after', () => {
    expect(deliveryMatchDays('2026-03-01')).toEqual({ first: '2026-02-28', last: '2026-03-04' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    const fills = [
      { at: 100, addedKg: 5_000 },
      { at: 200, addedKg: 7_000 },
      { at: 300, addedKg: 9_000 },
    ];
    expect(deliveredKg(fills, 150, 300)).toBe(7_000);
    expect(deliveredKg(fills, 100, 301)).toBe(21_000);
    expect(deliveredKg([], 0, 1_000)).toBe(0);
  });
});
