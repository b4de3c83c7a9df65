import type { AnimalMatch } from '@barnboard/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as AnimalsApi from '../api/animals-api';
import { AnimalSearch } from './animal-search';
import { AnimalSearchField } from './animal-search-field';

const api = vi.hoisted(() => ({ searchAnimals: vi.fn<typeof AnimalsApi.searchAnimals>() }));
vi.mock('../api/animals-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AnimalsApi>()),
  ...api,
}));

function match(animal: string, extra: Partial<AnimalMatch> = {}): AnimalMatch {
  return {
    animal,
    rfid: null,
    status: 'gestating',
    parity: 3,
    location: 'Gestation 2',
    matched: 'identity',
    exact: false,
    ...extra,
  };
}

/** Where the app is: the search navigates, the test reads the address. */
function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function renderField() {
  const { site } = startTestSession();
  renderComponent(
    <>
      <AnimalSearchField />
      <Address />
    </>,
    '/dashboard',
    '*',
  );
  return {
    site,
    field: screen.getByRole('combobox', { name: 'Trouver une truie par numéro, boucle ou RFID' }),
  };
}

const address = () => screen.getByTestId('address').textContent;

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  // jsdom lays nothing out: the list's keyboard choice scrolls the option into view, a no-op here.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('AnimalSearchField', () => {
  it('lists the matches of the current site as one types, with status, parity and place', async () => {
    api.searchAnimals.mockResolvedValue({
      matches: [
        match('F1203', { rfid: '250268500012031' }),
        match('F12031', { status: 'lactating', parity: 1, location: null }),
      ],
    });
    const { site, field } = renderField();
    // Typed at once (no pause between the keys, whatever the machine's load).
    await userEvent.type(field, 'f120', { delay: null });
    const options = await screen.findAllByTestId('animal-search-option');
    expect(options.map((option) => option.textContent)).toEqual([
      'F1203RFID 250268500012031Gestante · Rang 3 · Gestation 2',
      'F12031Allaitante · Rang 1',
    ]);
    // The pause after typing asks once, for the whole words, on the current site.
    expect(api.searchAnimals).toHaveBeenCalledTimes(1);
    expect(api.searchAnimals.mock.calls[0]?.slice(0, 2)).toEqual([site.id, 'f120']);
  });

  it('opens the card chosen with the arrow keys and Enter', async () => {
    api.searchAnimals.mockResolvedValue({ matches: [match('F1203'), match('F12031')] });
    const { field } = renderField();
    await userEvent.type(field, 'F120');
    await screen.findAllByTestId('animal-search-option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(address()).toBe('/animals/F12031'));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('opens her card at once on Enter after her whole tag, as a scanner types it', async () => {
    api.searchAnimals.mockResolvedValue({
      matches: [match('F1203', { rfid: '250268500012031', matched: 'rfid', exact: true })],
    });
    const { field } = renderField();
    // A reader types the whole number and Enter faster than the list could show.
    await userEvent.type(field, '250268500012031{Enter}', { delay: null });
    await waitFor(() => expect(address()).toBe('/animals/F1203'));
    expect(api.searchAnimals.mock.calls[0]?.[1]).toBe('250268500012031');
  });

  it('stays on the list when Enter follows words that are no whole id', async () => {
    api.searchAnimals.mockResolvedValue({ matches: [match('F1203'), match('F12031')] });
    const { field } = renderField();
    await userEvent.type(field, 'F12{Enter}');
    expect(await screen.findAllByTestId('animal-search-option')).toHaveLength(2);
    expect(address()).toBe('/dashboard');
  });

  it('says when no sow matches, and when the search fails', async () => {
    api.searchAnimals.mockResolvedValueOnce({ matches: [] });
    const { field } = renderField();
    await userEvent.type(field, 'zz');
    expect((await screen.findByTestId('animal-search-empty')).textContent).toBe(
      'Aucune truie ne correspond à « zz » sur ce site',
    );
    api.searchAnimals.mockRejectedValue(
      new ApiError(503, { code: 'unavailable', message: 'Down' }),
    );
    await userEvent.type(field, 'y');
    expect((await screen.findByTestId('animal-search-error')).textContent).toBe(
      'La recherche a échoué. Réessayez dans un instant.',
    );
  });
});

describe('AnimalSearch', () => {
  it('opens the search on "/" from the page, but not while typing in a field', async () => {
    startTestSession();
    renderComponent(
      <>
        <AnimalSearch />
        <input aria-label="Note" />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), '1/2');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(document.body);
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', {
      name: 'Trouver une truie par numéro, boucle ou RFID',
    });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('has a button that opens the search on a phone, and a named one that closes it', async () => {
    startTestSession();
    renderComponent(<AnimalSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Trouver une truie' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
