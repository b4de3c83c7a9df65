import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderRoute } from '../../../testing/render-app';
import { LoginPage } from './login-page';

describe('login page', () => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);

  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('asks for both fields when submitted empty (spec §5)', async () => {
    renderRoute('/login', <LoginPage />);
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-message').textContent).toBe(
      'Your email or username and your password are required',
    );
  });

  it('shows the session message it was sent with, success-styled for a sign-out', () => {
    renderRoute('/login', <LoginPage />, { message: 'disconnected' });
    const alert = screen.getByTestId('login-message');
    expect(alert.textContent).toBe('You have been successfully disconnected');
    expect(alert.getAttribute('data-tone')).toBe('success');
  });

  it('accepts only a strict e-mail address in recovery mode', async () => {
    renderRoute('/login', <LoginPage />);
    await userEvent.click(screen.getByTestId('forgot-password-link'));
    await userEvent.type(screen.getByTestId('recovery-email'), 'marie.username');
    await userEvent.click(screen.getByTestId('recovery-submit'));
    expect(screen.getByTestId('login-message').textContent).toBe('Enter a valid email address');
    await userEvent.click(screen.getByTestId('recovery-cancel'));
    expect(screen.getByTestId('login-identifier')).toBeTruthy();
  });
});
