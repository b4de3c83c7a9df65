import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { i18n } from '../../../i18n';
import { resetSessionState, setSessionState } from '../../../lib/session/session-store';
import { makeMembership, makeSite, makeUser } from '../../../testing/fixtures';
import { BUILDING, CONTENT, SITE, TENANT, makeBin } from '../../../testing/make-bin';
import type * as BinsApi from '../../../lib/bins/bins-api';
import { SilosPage } from './silos-page';

const api = vi.hoisted(() => ({
  fetchAllBins: vi.fn(),
  updateBin: vi.fn(),
  fetchSiteDictionary: vi.fn(),
}));
vi.mock('../../../lib/bins/bins-api', async (importOriginal) => ({
  ...(await importOriginal<typeof BinsApi>()),
  fetchAllBins: api.fetchAllBins,
  updateBin: api.updateBin,
  fetchSiteDictionary: api.fetchSiteDictionary,
}));

function polyfill() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

function signIn(role: 'admin' | 'member') {
  const tenant = { ...TENANT, ltrack_access: true };
  const site = makeSite(SITE.name, tenant, {
    id: SITE.id,
    buildings: [{ ...BUILDING, type: 'gestation' }],
    contents: [{ cloud_id: CONTENT.cloud_id, name: CONTENT.name }],
  });
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: site.id,
    data: {
      user: makeUser({ prefs: JSON.stringify({ siloWeight: 't' }) }),
      memberships: [makeMembership(tenant, { role })],
      sites: [site],
    },
  }));
}

async function cardOf(name: string) {
  const cards = await screen.findAllByTestId('silo-card');
  const card = cards.find((c) => c.dataset.binName === name);
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

function renderPage() {
  polyfill();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SilosPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const active = makeBin({
  name: 'Silo G1-1',
  warnings: [{ code: 'scheduled_renewal', at: '2026-03-30T00:00:00Z' }, { code: 'low_battery' }],
});
const expired = makeBin({
  name: 'Silo B-2',
  isExpired: true,
  last_filled: { kind: 'more_than', days: 7 },
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.fetchAllBins.mockResolvedValue([active, expired]);
  api.fetchSiteDictionary.mockResolvedValue([CONTENT]);
});
afterEach(() => {
  resetSessionState();
  vi.clearAllMocks();
});

describe('SilosPage', () => {
  it('shows each bin with its quantity in tonnes and last filled', async () => {
    signIn('member');
    renderPage();
    expect(await screen.findAllByTestId('silo-card')).toHaveLength(2);
    const first = await cardOf('Silo G1-1');
    expect(first.getByTestId('silo-quantity').textContent).toContain('9.36 t');
    expect(first.getByTestId('silo-days').textContent).toBe('11 days');
    expect((await cardOf('Silo B-2')).getByTestId('silo-last-filled').textContent).toBe(
      'More than 7 days ago',
    );
    // Members see no admin actions.
    expect(first.queryByTestId('silo-edit')).toBeNull();
  });

  it('opens the warnings modal with the text of each code', async () => {
    signIn('member');
    renderPage();
    await userEvent.click((await cardOf('Silo G1-1')).getByTestId('silo-warnings'));
    const items = await screen.findAllByTestId('silo-warning');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Scheduled renewal on'),
      "Low battery: replace the sensor's battery soon",
    ]);
  });

  it('cannot chart or edit an expired bin, and says why', async () => {
    signIn('admin');
    renderPage();
    const card = await cardOf('Silo B-2');
    expect(isDisabled(card.getByTestId('silo-chart'))).toBe(true);
    expect(isDisabled(card.getByTestId('silo-edit'))).toBe(true);
    expect(card.getByTestId('silo-locked-reason').textContent).toBe(
      'Subscription expired, contact the representative',
    );
    expect(isDisabled(card.getByTestId('silo-enable'))).toBe(false);
    expect(isDisabled((await cardOf('Silo G1-1')).getByTestId('silo-chart'))).toBe(false);
  });

  it('checks the edit form and shows the server field errors', async () => {
    signIn('admin');
    renderPage();
    await userEvent.click((await cardOf('Silo G1-1')).getByTestId('silo-edit'));

    await userEvent.click(await screen.findByTestId('bin-form-save'));
    expect((await screen.findByTestId('bin-form-same')).textContent).toContain(
      'Nothing has changed',
    );

    const offset = screen.getByTestId('bin-form-offset');
    await userEvent.clear(offset);
    await userEvent.type(offset, '5');
    await userEvent.click(screen.getByTestId('bin-form-save'));
    expect(
      await screen.findByText('The L-Track offset must be smaller than the roof height'),
    ).toBeTruthy();
    expect(screen.getByTestId('bin-form-invalid')).toBeTruthy();
    expect(api.updateBin).not.toHaveBeenCalled();

    // Valid here, refused there: the server's field codes land under their fields.
    api.updateBin.mockRejectedValueOnce(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Some fields are invalid',
        code: 'mac_address_taken',
        errors: [{ field: 'mac_address', code: 'mac_address_taken' }],
      }),
    );
    await userEvent.clear(offset);
    await userEvent.type(offset, '0.2');
    await userEvent.click(screen.getByTestId('bin-form-save'));
    expect(
      await screen.findByText('This MAC address is already used by another silo'),
    ).toBeTruthy();
    expect(api.updateBin).toHaveBeenCalledWith(
      active.id,
      expect.objectContaining({
        offset: 0.2,
        diameter: active.diameter,
        expected_updated_at: active.updated_at,
      }),
    );
    // The content picker offers the dictionary of the bin's site.
    expect(api.fetchSiteDictionary).toHaveBeenCalledWith(SITE.id, expect.anything());
  });
});
