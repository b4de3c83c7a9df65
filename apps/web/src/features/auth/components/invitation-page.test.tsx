import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { renderRoute } from '../../../testing/render-app';
import { InvitationPage } from './invitation-page';

const calls = vi.hoisted(() => ({
  inspectInvitation: vi.fn(),
  acceptInvitation: vi.fn(),
  signIn: vi.fn(),
}));
vi.mock('../api/invitation', () => ({
  inspectInvitation: calls.inspectInvitation,
  acceptInvitation: calls.acceptInvitation,
}));
vi.mock('../api/sign-in', () => ({ signIn: calls.signIn }));

const TOKEN = 'a'.repeat(43);
const refused = () =>
  new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'x', code: 'invalid_token' });

describe('the invitation page', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    calls.inspectInvitation.mockResolvedValue({
      email: 'zoe@farm.example',
      first_name: null,
      last_name: null,
      tenants: ['Ferme du Bocage'],
      expires_at: '2026-06-08T08:00:00.000Z',
    });
  });

  it('says whom it is for, then sets the password, accepts the terms and signs in', async () => {
    calls.acceptInvitation.mockResolvedValue('zoe@farm.example');
    calls.signIn.mockResolvedValue({ ok: true, to: '/dashboard' });
    renderRoute(`/invitation?token=${TOKEN}`, <InvitationPage />);
    expect((await screen.findByTestId('invitation-intro')).textContent).toContain(
      'Ferme du Bocage',
    );
    expect(calls.inspectInvitation).toHaveBeenCalledWith(TOKEN);
    await userEvent.type(screen.getByTestId('invitation-password'), 'Sunny-Barn9');
    await userEvent.type(screen.getByTestId('invitation-confirm'), 'Sunny-Barn9');
    await userEvent.click(screen.getByTestId('invitation-submit'));
    expect(screen.getByTestId('invitation-message').textContent).toBe(
      'You must accept the terms of use and the privacy policy to use Barnboard',
    );
    expect(calls.acceptInvitation).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('invitation-terms'));
    await userEvent.click(screen.getByTestId('invitation-submit'));
    await waitFor(() =>
      expect(calls.signIn).toHaveBeenCalledWith('zoe@farm.example', 'Sunny-Barn9'),
    );
    expect(calls.acceptInvitation).toHaveBeenCalledWith(TOKEN, 'Sunny-Barn9');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('refuses a weak password and two passwords that differ, before asking the server', async () => {
    renderRoute(`/invitation?token=${TOKEN}`, <InvitationPage />);
    await screen.findByTestId('invitation-form');
    await userEvent.type(screen.getByTestId('invitation-password'), 'weak');
    await userEvent.click(screen.getByTestId('invitation-submit'));
    expect(screen.getByTestId('invitation-message').textContent).toBe(
      'The password does not follow the rules below',
    );
    await userEvent.type(screen.getByTestId('invitation-password'), '-Barn-Pass1');
    await userEvent.type(screen.getByTestId('invitation-confirm'), 'other-Pass1');
    await userEvent.click(screen.getByTestId('invitation-submit'));
    expect(screen.getByTestId('invitation-message').textContent).toBe(
      'The two passwords do not match',
    );
    expect(calls.acceptInvitation).not.toHaveBeenCalled();
  });

  it('tells a used or expired link apart from a missing one', async () => {
    calls.inspectInvitation.mockRejectedValue(refused());
    renderRoute(`/invitation?token=${TOKEN}`, <InvitationPage />);
    expect((await screen.findByTestId('invitation-message')).textContent).toBe(
      'This invitation link is invalid, expired or already used. Ask your administrator to send a new one.',
    );
    cleanup();
    renderRoute('/invitation', <InvitationPage />);
    expect(screen.getByTestId('invitation-message').textContent).toBe(
      'This link is incomplete. Open the link of your invitation mail again.',
    );
    expect(screen.queryByTestId('invitation-form')).toBeNull();
  });
});
