import { MantineProvider } from '@mantine/core';
import type { ManagedUser, UsersPage } from '@barnboard/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState, setSessionState } from '../../../lib/session/session-store';
import { polyfillMatchMedia } from '../../../testing/render-app';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../../testing/fixtures';
import type * as UsersApi from '../api/users-api';
import type { UsersListQuery } from '../api/users-api';
import { UsersManagerPage } from './users-manager-page';

const api = vi.hoisted(() => ({
  fetchUsers: vi.fn(),
  invite: vi.fn(),
}));
vi.mock('../api/users-api', async (importOriginal) => {
  const original = await importOriginal<typeof UsersApi>();
  return {
    ...original,
    fetchUsers: api.fetchUsers,
    usersApi: { ...original.usersApi, invite: api.invite },
  };
});

const tenant = makeTenant('Ferme du Bocage', true);
const maternity = makeSite('Maternité Saint-Hyacinthe', tenant);
const finishing = makeSite('Engraissement Les Érables', tenant);

function person(extra: Partial<ManagedUser>): ManagedUser {
  return {
    id: crypto.randomUUID(),
    email: null,
    username: null,
    first_name: null,
    last_name: null,
    role: 'user',
    state: 'active',
    must_change_password: false,
    deactivated_at: null,
    invitation: null,
    memberships: [
      {
        id: crypto.randomUUID(),
        tenant,
        role: 'member',
        sites: [maternity.id],
        access_type: { feeding: ['gestation'], zootech: true, silo: false },
        expires_at: null,
        use_sharing_name: false,
        sharing_name: null,
        expired: false,
        updated_at: '2026-01-01T00:00:00.000Z',
        manageable: true,
      },
    ],
    updated_at: '2026-01-01T00:00:00.000Z',
    manageable: true,
    ...extra,
  };
}

const marie = person({ first_name: 'Marie', last_name: 'Lévesque', email: 'marie@bocage.demo' });
const paul = person({ username: 'paul.barn', state: 'invited', must_change_password: true });
const people = [marie, paul];

function page(data: ManagedUser[]): UsersPage {
  return {
    data,
    meta: {
      total: data.length,
      pages: 1,
      per_page: 50,
      current_page: 1,
      last_page: 1,
      first: true,
      empty: data.length === 0,
    },
  };
}

function renderPage(role: 'admin' | 'owner' = 'admin', sites = [maternity.id]) {
  polyfillMatchMedia();
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: maternity.id,
    data: {
      user: makeUser(),
      memberships: [makeMembership(tenant, { role, sites })],
      sites: [maternity, finishing],
    },
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <UsersManagerPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The input of a Mantine checkbox or radio (its test id is on the input itself). */
const inputOf = (element: HTMLElement) =>
  (element.tagName === 'INPUT' ? element : element.querySelector('input')!) as HTMLInputElement;

/** The search each call to GET /api/users asked for. */
const asked = () => api.fetchUsers.mock.calls.map(([query]) => query as UsersListQuery);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // The server searches accents and case aside; this stand-in filters the same way.
  api.fetchUsers.mockImplementation((query: UsersListQuery) => {
    const q = query.q
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const found = people.filter((p) =>
      `${p.first_name ?? ''} ${p.last_name ?? ''} ${p.email ?? p.username}`
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .includes(q),
    );
    return Promise.resolve(page(query.direction === 'desc' ? [...found].reverse() : found));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetSessionState();
});

describe('the users manager', () => {
  it('lists the people with their login, organisations, roles and state', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((row) => row.getAttribute('data-login'))).toEqual([
      'marie@bocage.demo',
      'paul.barn',
    ]);
    expect(within(rows[0]!).getByText('Marie Lévesque')).toBeTruthy();
    expect(within(rows[0]!).getByText('Ferme du Bocage · Member')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('user-state').textContent).toBe('Not confirmed');
    expect(screen.getByTestId('users-count').textContent).toBe('1–2 of 2');
  });

  it('searches as the user types, and says so when nobody matches', async () => {
    renderPage();
    await screen.findAllByTestId('user-row');
    await userEvent.type(screen.getByTestId('users-search'), 'LEVES');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ q: 'LEVES', page: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    await userEvent.clear(screen.getByTestId('users-search'));
    await userEvent.type(screen.getByTestId('users-search'), 'nobody');
    expect((await screen.findByTestId('users-empty')).textContent).toBe(
      'No user matches your search',
    );
  });

  it('sorts by a column, then the other way, saying the order', async () => {
    renderPage();
    await screen.findAllByTestId('user-row');
    const header = () => screen.getByTestId('sort-state').closest('th')!;
    expect(header().getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByTestId('sort-state'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'state', direction: 'asc' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByTestId('sort-state'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'state', direction: 'desc' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });
});

describe('the invitation form', () => {
  async function openInvite() {
    renderPage();
    await screen.findAllByTestId('user-row');
    await userEvent.click(screen.getByTestId('users-invite'));
    return screen.findByTestId('invite-form');
  }

  it('checks the address and the sites before sending anything', async () => {
    const form = await openInvite();
    await userEvent.type(within(form).getByTestId('invite-email'), 'not-an-address');
    // The admin of one site cannot give every site: that choice is not offered.
    expect(inputOf(within(form).getByTestId('membership-all-sites')).disabled).toBe(true);
    const site = (id: string) =>
      inputOf(
        within(form)
          .getAllByTestId('membership-site')
          .find((box) => box.getAttribute('data-site-id') === id)!,
      );
    expect(site(finishing.id).disabled).toBe(true);
    // The current site comes ticked; the admin unticks it, leaving no site.
    expect(site(maternity.id).checked).toBe(true);
    await userEvent.click(site(maternity.id));
    await userEvent.click(within(form).getByTestId('invite-submit'));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(within(form).getByText('Choose at least one site, or all sites')).toBeTruthy();
    expect(api.invite).not.toHaveBeenCalled();
  });

  it('sends the membership chosen, and says when the person is a member already', async () => {
    api.invite.mockRejectedValueOnce(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'exists',
        code: 'membership_exists',
      }),
    );
    const form = await openInvite();
    await userEvent.type(within(form).getByTestId('invite-email'), 'zoe@farm.example');
    await userEvent.click(inputOf(within(form).getByTestId('membership-access-lactation')));
    await userEvent.click(within(form).getByTestId('invite-submit'));
    await waitFor(() => expect(api.invite).toHaveBeenCalledTimes(1));
    const [tenantId, body] = api.invite.mock.calls[0]! as [string, Record<string, unknown>];
    expect(tenantId).toBe(tenant.cloud_id);
    expect(body).toMatchObject({
      email: 'zoe@farm.example',
      locale: 'en',
      membership: {
        role: 'member',
        sites: [maternity.id],
        access_type: { feeding: ['gestation'], zootech: true, silo: true },
        expires_at: null,
      },
    });
    expect((await within(form).findByTestId('form-message')).textContent).toBe(
      'This person is already a member of this organisation: change their membership instead',
    );
  });
});
