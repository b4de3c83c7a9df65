import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { resetSessionState } from '../../lib/session/session-store';
import { renderComponent } from '../../testing/render-component';
import { startTestSession, type SessionOptions } from '../../testing/session-fixture';
import { AdminGate } from './admin-gate';

function openAdminPage(path: string, role: SessionOptions['role']) {
  startTestSession({ role });
  renderComponent(
    <AdminGate path={path}>
      <p data-testid="admin-page">admin page</p>
    </AdminGate>,
    path,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

describe('AdminGate', () => {
  it('tells a member the page needs additional privileges, on the page asked for', () => {
    openAdminPage('/users-manager', 'member');
    expect(screen.queryByTestId('admin-page')).toBeNull();
    // Not bounced elsewhere: the address stays, the message takes the page's place.
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'This page needs additional privileges',
    );
    expect(screen.getByRole('link', { name: 'Back to Live today' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says it in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    openAdminPage('/sites-manager', 'manager');
    expect(screen.getByTestId('needs-privileges').textContent).toContain(
      'Cette page nécessite des privilèges supplémentaires',
    );
  });

  it('opens the admin pages to an admin', () => {
    openAdminPage('/users-manager', 'admin');
    expect(screen.getByTestId('admin-page')).toBeTruthy();
    expect(screen.queryByTestId('needs-privileges')).toBeNull();
  });

  it('keeps the L-Track subscriptions to admins: a manager is told, an owner gets in', () => {
    openAdminPage('/l-track-subscriptions', 'manager');
    expect(screen.getByTestId('needs-privileges')).toBeTruthy();
    cleanup();
    openAdminPage('/l-track-subscriptions', 'owner');
    expect(screen.getByTestId('admin-page')).toBeTruthy();
  });
});
