import { favouriteMessageDelayMs } from '@barnboard/domain';
import { useCallback, useEffect, useState } from 'react';

/** A message code of the favourites actions (spec §4), or a page-name issue. */
export type FavouriteMessage = { code: string };

/**
 * The favourites message on show, and how to show one. It clears by itself after the spec's
 * delay (3 s for noselect, maxreached, addSuccess, alreadyAdded and removeSuccess, 5 s for the
 * others); a new
 * message restarts the delay, even when it repeats the previous code (it is a new object).
 */
export function useFavouriteMessage(): [FavouriteMessage | null, (code: string) => void] {
  const [message, setMessage] = useState<FavouriteMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), favouriteMessageDelayMs(message.code));
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((code: string) => setMessage({ code }), []);
  return [message, show];
}
