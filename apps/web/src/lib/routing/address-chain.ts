/**
 * The addresses a screen has asked the router for and not yet seen drawn. React Router's
 * `setSearchParams(update)` hands `update` the address of the last drawn screen, not the one
 * last asked for (its documented difference from React's `setState`), and it draws each
 * address later, in a transition. So two controls used before the screen has drawn the first
 * change would each build on the old address, and the second would undo the first: a sort
 * direction chosen just before the last page was clicked was lost (issue 26's CI run).
 */
export type AddressChain = {
  /** The drawn address the addresses asked for were built on. */
  base: string;
  /** The addresses asked for since, oldest first. */
  asked: string[];
};

export const EMPTY_CHAIN: AddressChain = { base: '', asked: [] };

/**
 * The chain once `shown` (the address drawn now) is taken into account, and the address a new
 * change builds on: the last one asked for while the router has not drawn it, else `shown`.
 * An address drawn that was never asked for (the back button, a link) ends the chain.
 */
export function settleChain(
  chain: AddressChain,
  shown: string,
): { chain: AddressChain; from: string } {
  const drawn = chain.asked.indexOf(shown);
  const settled =
    drawn >= 0
      ? { base: shown, asked: chain.asked.slice(drawn + 1) }
      : shown === chain.base
        ? chain
        : { base: shown, asked: [] };
  return { chain: settled, from: settled.asked.at(-1) ?? shown };
}
