/**
 * The full order to save after the user reordered the items they see: the visible items take
 * the new order, and the hidden ones (a tile without access on this site, maybe with access on
 * another) keep their places, so switching site does not shuffle them.
 */
export function mergeVisibleOrder<T>(full: readonly T[], visibleOrder: readonly T[]): T[] {
  const next = [...visibleOrder];
  return full.map((item) => (visibleOrder.includes(item) ? (next.shift() ?? item) : item));
}
