import { isManagerAt } from '@barnboard/domain';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';

/**
 * Members enter records, managers correct them (issue 29 §4): the manager rule the menus and the
 * action windows use. The server refuses others anyway; this only spares them a dead button.
 */
export function useCanCorrect(): boolean {
  const access = useTileAccessContext();
  return (
    access !== null && isManagerAt(access.subject, access.currentSite, access.sites, access.now)
  );
}
