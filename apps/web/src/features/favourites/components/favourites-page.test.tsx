import type { TileKey } from '@barnboard/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { useOfferTilePdf } from '../../../lib/reports/tile-pdf-sources';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import {
  echoPatchUser,
  sessionPrefs,
  startTestSession,
  type SessionOptions,
} from '../../../testing/session-fixture';
import { FavouritesPage } from './favourites-page';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));
const exportPdf = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../lib/reports/export-report', () => ({ exportPdf }));

/** A tile that offers its PDF section once "loaded" (a click stands for its answer coming in). */
function Tile({ tileKey }: { tileKey: TileKey }) {
  const [ready, setReady] = useState(false);
  useOfferTilePdf(tileKey, ready, () =>
    Promise.resolve({
      title: tileKey,
      lines: [],
      figures: [],
      chart: null,
      table: null,
      message: null,
    }),
  );
  return (
    <button type="button" data-testid="tile" onClick={() => setReady(true)}>
      {tileKey}
    </button>
  );
}
const renderTile = (key: TileKey) => <Tile tileKey={key} />;
const shownTiles = () => screen.queryAllByTestId('tile').map((tile) => tile.textContent);

function openPage(name: string, accessType?: SessionOptions['accessType']) {
  startTestSession({
    userPrefs: { favorites: [{ name: 'Morning', tiles: ['kpi-herd', 'lactation-live'] }] },
    ...(accessType ? { accessType } : {}),
  });
  renderComponent(
    <FavouritesPage renderTile={renderTile} />,
    `/favorites/${name}`,
    '/favorites/:favPage',
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  patchUser.mockImplementation(echoPatchUser);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('FavouritesPage', () => {
  it('shows the tiles of the page in their order', () => {
    openPage('Morning');
    expect(shownTiles()).toEqual(['kpi-herd', 'lactation-live']);
    expect(screen.getByTestId('favourite-tile-count').textContent).toBe('2 of 4 tiles');
  });

  it('removes a tile and says so', async () => {
    openPage('Morning');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Herd from this page' }));
    await waitFor(() => expect(shownTiles()).toEqual(['lactation-live']));
    expect(screen.getByTestId('favourite-message').dataset.code).toBe('removeSuccess');
    expect(sessionPrefs().favorites).toEqual([{ name: 'Morning', tiles: ['lactation-live'] }]);
  });

  it('leaves out the tiles the user cannot open on the site, and says how many', () => {
    openPage('Morning', { feeding: ['gestation'], zootech: true, silo: false });
    expect(shownTiles()).toEqual(['kpi-herd']);
    expect(screen.getByTestId('favourite-hidden-tiles').textContent).toBe(
      '1 tile of this page is not available on this site.',
    );
  });

  it("exports one PDF of the page's tiles, in their order, once each has its answer", async () => {
    openPage('Morning');
    const button = screen.getByTestId('favourites-export-pdf');
    expect(button).toHaveProperty('disabled', true);
    const [first, second] = screen.getAllByTestId('tile');
    await userEvent.click(second!);
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(first!);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));

    await userEvent.click(button);
    await waitFor(() => expect(exportPdf).toHaveBeenCalledTimes(1));
    expect(exportPdf).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'page',
        title: 'Morning',
        sections: [
          expect.objectContaining({ title: 'kpi-herd' }),
          expect.objectContaining({ title: 'lactation-live' }),
        ],
      }),
    );
  });

  it('answers an unknown page with a way back to the dashboard', () => {
    openPage('Nowhere');
    expect(screen.getByTestId('favourite-page-not-found').textContent).toContain(
      'There is no favourites page named “Nowhere”.',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
