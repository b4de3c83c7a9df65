import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { resetSessionState, setSessionState } from '../../../lib/session/session-store';
import { makeUser } from '../../../testing/fixtures';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import { TopBar } from './top-bar';

const openBar = (path = '/dashboard') =>
  renderComponent(<TopBar menuOpened={false} onToggleMenu={() => undefined} />, path);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

describe('TopBar', () => {
  it('shows the site selector, naming the current site, to someone with a site', () => {
    startTestSession();
    openBar();
    expect(screen.getByTestId('site-selector').textContent).toContain('Maternité Saint-Hyacinthe');
    expect(screen.getByTestId('user-badge')).toBeTruthy();
  });

  it('leaves the selector out for an integrator with no site, keeping the rest of the bar', () => {
    setSessionState(() => ({
      status: 'ready',
      currentSiteId: null,
      data: { user: makeUser({ role: 'integrator' }), memberships: [], sites: [] },
    }));
    openBar('/integrations');
    expect(screen.queryByTestId('site-selector')).toBeNull();
    expect(screen.getByTestId('menu-toggle')).toBeTruthy();
    expect(screen.getByTestId('user-badge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Barnboard home' })).toBeTruthy();
  });

  it('leaves it out on the farm comparison, which picks its own sites', () => {
    startTestSession();
    openBar('/farm-comparison');
    expect(screen.queryByTestId('site-selector')).toBeNull();
  });
});
