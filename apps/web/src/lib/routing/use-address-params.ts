import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { EMPTY_CHAIN, settleChain, type AddressChain } from './address-chain';

export type AddressUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose updates build on each other, as React's `setState` updates do: each
 * update is given the address as the screen's earlier updates left it, even those the router
 * has not drawn yet (see `address-chain.ts`).
 */
export function useAddressParams(): [
  URLSearchParams,
  (update: AddressUpdate, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const chain = useRef<AddressChain>(EMPTY_CHAIN);
  const change = useCallback(
    (update: AddressUpdate, options?: NavigateOptions) => {
      const { chain: settled, from } = settleChain(chain.current, params.toString());
      const next = update(new URLSearchParams(from));
      chain.current = { ...settled, asked: [...settled.asked, next.toString()] };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, change];
}
