import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { resetSessionState } from '../../lib/session/session-store';
import { renderComponent } from '../../testing/render-component';
import { echoPatchUser, sessionPrefs, startTestSession } from '../../testing/session-fixture';
import { FavouritesMenu } from './favourites-menu';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));

const pageNames = () =>
  screen.getAllByTestId('favourite-page-link').map((link) => link.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  startTestSession({
    userPrefs: {
      favorites: [
        { name: 'Morning', tiles: ['kpi-herd'] },
        { name: 'Evening', tiles: [] },
      ],
    },
  });
  patchUser.mockImplementation(echoPatchUser);
  renderComponent(<FavouritesMenu label="Favourites" icon={null} onNavigate={() => undefined} />);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

async function openActions(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
}

describe('FavouritesMenu', () => {
  it("lists the user's pages, each linking to its route", () => {
    expect(pageNames()).toEqual(['Morning', 'Evening']);
    expect(screen.getByRole('link', { name: 'Morning' }).getAttribute('href')).toBe(
      '/favorites/Morning',
    );
  });

  it('adds a page on Enter, and says why a name is refused', async () => {
    await userEvent.click(screen.getByTestId('favourite-add-page'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Name of the new page' }),
      'Morning{Enter}',
    );
    expect(await screen.findByText('A page with this name already exists.')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Name of the new page' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Weekly check{Enter}');
    await waitFor(() => expect(pageNames()).toEqual(['Morning', 'Evening', 'Weekly-check']));
  });

  it('renames on Enter and cancels on Escape', async () => {
    await openActions('Evening');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'New name for Evening' });
    await userEvent.type(input, ' shift{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New name for Evening' })).toBeNull();
    expect(pageNames()).toEqual(['Morning', 'Evening']);
    expect(patchUser).not.toHaveBeenCalled();

    await openActions('Evening');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'New name for Evening' }),
      ' shift{Enter}',
    );
    await waitFor(() => expect(pageNames()).toEqual(['Morning', 'Evening-shift']));
  });

  it('removes a page only once confirmed', async () => {
    await openActions('Morning');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(pageNames()).toEqual(['Morning', 'Evening']);

    await openActions('Morning');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the page' }));
    await waitFor(() => expect(pageNames()).toEqual(['Evening']));
    expect(sessionPrefs().favorites).toEqual([{ name: 'Evening', tiles: [] }]);
  });
});
