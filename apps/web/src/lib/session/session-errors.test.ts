import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SessionExpiredError } from '../api/api-error';
import { onSessionEvent, type SessionEvent } from './session-events';
import { signOutAfterFailure } from './session-errors';

const events: SessionEvent[] = [];
const stop = onSessionEvent((event) => events.push(event));
afterEach(() => {
  events.length = 0;
});
afterAll(stop);

const refusal = (status: number, code: string) =>
  new ApiError(status, { statusCode: status, error: 'Forbidden', message: code, code });

describe('signOutAfterFailure', () => {
  it.each([
    ['a refusal', refusal(401, 'unauthorized'), 'unauthorized'],
    ['a refusal for terms not accepted', refusal(403, 'terms_not_accepted'), 'mustAccept'],
    ['another 403', refusal(403, 'forbidden'), 'unauthorized'],
    ['a server error', refusal(500, 'server_error'), 'networkLost'],
    ['no answer', new NetworkError(new Error('offline')), 'networkLost'],
  ])('signs out after %s with its message', (_, error, message) => {
    signOutAfterFailure(error);
    expect(events).toEqual([{ type: 'signOut', message }]);
  });

  it('stays silent after an expired refresh, which announced itself', () => {
    signOutAfterFailure(new SessionExpiredError());
    expect(events).toEqual([]);
  });
});
