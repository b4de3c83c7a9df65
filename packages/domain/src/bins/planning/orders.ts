import type { FillEvent } from '../analytics/fills.js';

/**
 * Feed orders (docs/bins.md, "Orders"): a manager asks the mill for a delivery from the plan; the
 * order is then confirmed, delivered or cancelled. Delivered and cancelled are final.
 */
export const DELIVERY_ORDER_STATES = ['requested', 'confirmed', 'delivered', 'cancelled'] as const;
export type DeliveryOrderState = (typeof DELIVERY_ORDER_STATES)[number];

export const DELIVERY_ORDER_ACTIONS = ['confirm', 'deliver', 'cancel'] as const;
export type DeliveryOrderAction = (typeof DELIVERY_ORDER_ACTIONS)[number];

/**
 * The least right on the order's site (with silo access) each step needs. Confirming speaks for
 * the farm to the mill, as the tenant's admins do; whoever orders feed may see it arrive or call
 * it off.
 */
export const DELIVERY_ORDER_LEVELS = {
  request: 'manager',
  confirm: 'admin',
  deliver: 'manager',
  cancel: 'manager',
} as const satisfies Record<'request' | DeliveryOrderAction, 'manager' | 'admin'>;

const MOVES: Record<
  DeliveryOrderAction,
  { from: readonly DeliveryOrderState[]; to: DeliveryOrderState }
> = {
  confirm: { from: ['requested'], to: 'confirmed' },
  // A truck may come before anyone recorded the mill's confirmation: the feed is in the bins.
  deliver: { from: ['requested', 'confirmed'], to: 'delivered' },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled' },
};

/** The state an action leads to from `state`; null when the order cannot take it. */
export function nextOrderState(
  state: DeliveryOrderState,
  action: DeliveryOrderAction,
): DeliveryOrderState | null {
  const move = MOVES[action];
  return move.from.includes(state) ? move.to : null;
}

/**
 * The fills counted as an order's delivery: from the start of the day before its wished date to
 * the end of the third day after it, on the site's calendar (a truck comes early or late).
 */
export const DELIVERY_MATCH_DAYS_BEFORE = 1;
export const DELIVERY_MATCH_DAYS_AFTER = 3;

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first and last calendar days whose fills count for an order wished on `wishedDate`. */
export function deliveryMatchDays(wishedDate: string): { first: string; last: string } {
  return {
    first: addDays(wishedDate, -DELIVERY_MATCH_DAYS_BEFORE),
    last: addDays(wishedDate, DELIVERY_MATCH_DAYS_AFTER),
  };
}

/** What the sensors saw delivered: the feed the fills within [from, to) added, in kg. */
export function deliveredKg(fills: readonly FillEvent[], from: number, to: number): number {
  return fills
    .filter((fill) => fill.at >= from && fill.at < to)
    .reduce((kg, f) => kg + f.addedKg, 0);
}
