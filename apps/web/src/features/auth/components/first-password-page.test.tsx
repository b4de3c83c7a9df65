import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import {
  getSessionState,
  resetSessionState,
  setSessionState,
} from '../../../lib/session/session-store';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-app';
import { FirstPasswordPage } from './first-password-page';

const calls = vi.hoisted(() => ({ changeFirstPassword: vi.fn() }));
vi.mock('../api/first-password', () => ({ changeFirstPassword: calls.changeFirstPassword }));

function session(mustChange: boolean) {
  const tenant = makeTenant('Ferme du Bocage');
  const site = makeSite('Maternité', tenant);
  const user = makeUser({
    email: null,
    username: 'paul.barn',
    must_change_password: mustChange,
    agreed_terms_policy: false,
    never_login: true,
  });
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: site.id,
    data: { user, memberships: [makeMembership(tenant)], sites: [site] },
  }));
  return user;
}

describe('the first-sign-in password change', () => {
  afterEach(() => {
    cleanup();
    resetSessionState();
    vi.clearAllMocks();
  });
  beforeEach(() => i18n.changeLanguage('en'));

  it('checks the form, says a wrong first password, then goes on to the agreements', async () => {
    const user = session(true);
    calls.changeFirstPassword
      .mockRejectedValueOnce(
        new ApiError(400, { statusCode: 400, error: 'x', message: 'x', code: 'wrong_password' }),
      )
      .mockResolvedValueOnce({ ...user, must_change_password: false });
    renderRoute('/first-password', <FirstPasswordPage />);
    const type = (id: string, text: string) => userEvent.type(screen.getByTestId(id), text);
    await type('first-password-current', 'Handed-Over1');
    await type('first-password-new', 'Handed-Over1');
    await type('first-password-confirm', 'Handed-Over1');
    await userEvent.click(screen.getByTestId('first-password-submit'));
    expect(screen.getByTestId('first-password-message').textContent).toBe(
      'The new password must differ from the first one',
    );
    await userEvent.clear(screen.getByTestId('first-password-new'));
    await userEvent.clear(screen.getByTestId('first-password-confirm'));
    await type('first-password-new', 'Mine-Only22');
    await type('first-password-confirm', 'Mine-Only22');
    await userEvent.click(screen.getByTestId('first-password-submit'));
    expect((await screen.findByTestId('first-password-message')).textContent).toBe(
      'This is not the first password you were given',
    );
    await userEvent.click(screen.getByTestId('first-password-submit'));
    await waitFor(() => expect(getSessionState().data!.user.must_change_password).toBe(false));
    expect(calls.changeFirstPassword).toHaveBeenLastCalledWith('Handed-Over1', 'Mine-Only22');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('sends someone with a password of their own on', () => {
    session(false);
    renderRoute('/first-password', <FirstPasswordPage />);
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});
