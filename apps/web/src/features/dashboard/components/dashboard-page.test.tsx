import { act, cleanup, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { echoPatchUser, sessionPrefs, startTestSession } from '../../../testing/session-fixture';
import { useDashboardTiles } from '../lib/use-dashboard-tiles';
import { DashboardPage } from './dashboard-page';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));

const gestationOnly = { feeding: ['gestation' as const], zootech: false, silo: false };

const renderTile = (key: string) => <p data-testid="tile">{key}</p>;
const shownTiles = () => screen.getAllByTestId('tile').map((tile) => tile.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  patchUser.mockImplementation(echoPatchUser);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('DashboardPage', () => {
  it('keeps the greeting and shows the tiles of the first area in the saved order', () => {
    startTestSession({ userPrefs: { dashboardTiles: { home: ['kpi-reproduction'] } } });
    renderComponent(<DashboardPage renderTile={renderTile} />, '/dashboard');
    expect(screen.getByTestId('dashboard-greeting').textContent).toContain('Marie Dupont');
    expect(shownTiles()).toEqual([
      'kpi-reproduction',
      'notifications',
      'gestation-live',
      'lactation-live',
    ]);
  });

  it('offers only the areas the user can open, and switches between them', async () => {
    startTestSession({ accessType: gestationOnly });
    renderComponent(<DashboardPage renderTile={renderTile} />, '/dashboard');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Home', 'Feeding', 'Gestation']);
    expect(shownTiles()).toEqual(['notifications', 'gestation-live']);
    await userEvent.click(screen.getByRole('tab', { name: 'Gestation' }));
    expect(shownTiles()).toEqual(['gestation-live', 'gestation-visits', 'gestation-losses']);
    expect(within(screen.getByRole('tabpanel')).getAllByTestId('drag-handle')).toHaveLength(3);
  });

  it('says so when no area is open to the user on the site', () => {
    startTestSession({ accessType: { feeding: [], zootech: false, silo: true } });
    renderComponent(<DashboardPage renderTile={renderTile} />, '/dashboard');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-notifications-link')).toBeNull();
  });
});

describe('useDashboardTiles().reorder', () => {
  it("saves the area's new order, the tiles the user cannot see keeping their places", async () => {
    startTestSession({ accessType: gestationOnly });
    const { result } = renderHook(() => useDashboardTiles());
    await act(() => result.current!.reorder('home', ['gestation-live', 'notifications']));
    expect(sessionPrefs().dashboardTiles).toEqual({
      home: ['gestation-live', 'notifications', 'lactation-live', 'kpi-reproduction'],
    });
    expect(result.current!.areas[0]!.tiles).toEqual(['gestation-live', 'notifications']);
  });
});
