import {
  actionListsSchema,
  actionWindowsAnswerSchema,
  type ActionLists,
  type ActionWindows,
  type ActionWindowsAnswer,
} from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

/** GET …/action-lists?date: the barn's lists that day. */
export function getActionLists(
  siteId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<ActionLists> {
  return api.request(sitePath(siteId, 'action-lists'), {
    query: { date },
    schema: actionListsSchema,
    ...signalOption(signal),
  });
}

export const actionWindowsKey = (siteId: string) => ['action-windows', siteId] as const;

/** GET …/action-windows: the site's windows and their version. */
export function getActionWindows(
  siteId: string,
  signal?: AbortSignal,
): Promise<ActionWindowsAnswer> {
  return api.request(sitePath(siteId, 'action-windows'), {
    schema: actionWindowsAnswerSchema,
    ...signalOption(signal),
  });
}

/** PUT …/action-windows, based on the version read (409 `edited_elsewhere` when stale). */
export function saveActionWindows(
  siteId: string,
  windows: ActionWindows,
  expectedUpdatedAt: string | null,
): Promise<ActionWindowsAnswer> {
  return api.request(sitePath(siteId, 'action-windows'), {
    method: 'PUT',
    body: { windows, expected_updated_at: expectedUpdatedAt },
    schema: actionWindowsAnswerSchema,
  });
}
