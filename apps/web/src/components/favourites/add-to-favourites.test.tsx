import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TileKey } from '@barnboard/domain';
import { i18n } from '../../i18n';
import { resetSessionState } from '../../lib/session/session-store';
import { renderComponent } from '../../testing/render-component';
import { echoPatchUser, sessionPrefs, startTestSession } from '../../testing/session-fixture';
import { AddToFavouritesButton } from './add-to-favourites';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));

const FULL = ['notifications', 'gestation-live', 'lactation-live', 'feedintakes'];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  startTestSession({
    userPrefs: {
      favorites: [
        { name: 'Morning', tiles: [] },
        { name: 'Full', tiles: FULL },
      ],
    },
  });
  patchUser.mockImplementation(echoPatchUser);
});
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

async function openAndSubmit(page?: string, newName?: string, tileKey: TileKey = 'kpi-herd') {
  renderComponent(<AddToFavouritesButton tileKey={tileKey} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
  const add = await screen.findByRole('button', { name: 'Add' });
  if (page !== undefined) {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Favourites page' }), page);
  }
  if (newName !== undefined) {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name of the new page' }),
      newName,
    );
  }
  await userEvent.click(add);
  return screen.findByTestId('favourite-message');
}

describe('AddToFavouritesButton', () => {
  it('asks to choose a page first (noselect)', async () => {
    const message = await openAndSubmit();
    expect(message.dataset.code).toBe('noselect');
    expect(message.textContent).toBe('Choose a page first.');
    expect(patchUser).not.toHaveBeenCalled();
  });

  it('refuses a fifth tile on a full page (maxreached)', async () => {
    const message = await openAndSubmit('Full');
    expect(message.dataset.code).toBe('maxreached');
    expect(message.textContent).toContain('4 tiles');
    expect(patchUser).not.toHaveBeenCalled();
  });

  it('says a tile is already on the page, even a full one (alreadyAdded)', async () => {
    const message = await openAndSubmit('Full', undefined, 'gestation-live');
    expect(message.dataset.code).toBe('alreadyAdded');
    expect(message.textContent).toBe('This tile is already on the page.');
    expect(sessionPrefs().favorites).toContainEqual({ name: 'Full', tiles: FULL });
  });

  it('adds the tile to the chosen page (addSuccess)', async () => {
    const message = await openAndSubmit('Morning');
    expect(message.dataset.code).toBe('addSuccess');
    expect(sessionPrefs().favorites).toEqual([
      { name: 'Morning', tiles: ['kpi-herd'] },
      { name: 'Full', tiles: FULL },
    ]);
  });

  it('creates a new page from the typed name, then adds the tile to it', async () => {
    const message = await openAndSubmit(' new', 'Herd watch');
    expect(message.dataset.code).toBe('addSuccess');
    expect(sessionPrefs().favorites).toContainEqual({ name: 'Herd-watch', tiles: ['kpi-herd'] });
  });

  it('says why a new page name is refused', async () => {
    const message = await openAndSubmit(' new', 'Full');
    expect(message.dataset.code).toBe('name_taken');
    expect(patchUser).not.toHaveBeenCalled();
  });
});
