import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem } from '@barnboard/domain';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { ADMIN_SITE, ADMIN_TENANT, makeItem } from '../../../testing/admin-fixtures';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as AdminApi from '../../../lib/admin/admin-api';
import type * as DictionaryApi from '../api/dictionary-api';
import { DictionaryManagerPage } from './dictionary-manager-page';

const api = vi.hoisted(() => ({ items: vi.fn<() => DictionaryItem[]>(), createItem: vi.fn() }));
vi.mock('../../../lib/admin/admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminApi>()),
  useAdminSites: () => ({ data: [ADMIN_SITE], isPending: false, isSuccess: true }),
  useAdminTenants: () => ({ data: [ADMIN_TENANT], isPending: false, isSuccess: true }),
}));
vi.mock('../api/dictionary-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DictionaryApi>()),
  useDictionary: () => ({ data: api.items(), isPending: false, isSuccess: true, isError: false }),
  createItem: api.createItem,
}));

const rowOf = (name: string) =>
  within(screen.getAllByTestId('dictionary-row').find((row) => row.dataset.itemName === name)!);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.items.mockReturnValue([
    makeItem(),
    makeItem({
      cloud_id: 'd0000000-0000-4000-8000-000000000002',
      name: 'Lactation feed',
      utility: 'Maternité',
      bins: [
        {
          id: 'e0000000-0000-4000-8000-000000000001',
          name: 'Silo A-1',
          site: { id: ADMIN_SITE.id, name: ADMIN_SITE.name },
          building: 'Mise bas A',
        },
      ],
    }),
    makeItem({ cloud_id: 'd0000000-0000-4000-8000-000000000003', name: 'Shared', can_edit: false }),
  ]);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('DictionaryManagerPage', () => {
  it('keeps items in use and items of sites one does not all administer from being changed', () => {
    startTestSession({ role: 'owner' });
    renderComponent(<DictionaryManagerPage />, '/dictionary-manager');
    expect(rowOf('Gestation feed').getByTestId('dictionary-delete')).toHaveProperty(
      'disabled',
      false,
    );
    expect(rowOf('Lactation feed').getByTestId('dictionary-delete')).toHaveProperty(
      'disabled',
      true,
    );
    expect(rowOf('Lactation feed').getByText('1 silo')).toBeTruthy();
    expect(rowOf('Shared').getByTestId('dictionary-edit')).toHaveProperty('disabled', true);
    expect(rowOf('Shared').getByTestId('dictionary-delete')).toHaveProperty('disabled', true);
  });

  it('shows densities in the user unit and searches accents and case aside', async () => {
    startTestSession({ role: 'owner', userPrefs: { weightUnit: 'lb' } });
    renderComponent(<DictionaryManagerPage />, '/dictionary-manager');
    expect(rowOf('Gestation feed').getByTestId('dictionary-density').textContent).toBe(
      '40.58 lb/ft³',
    );
    await userEvent.type(screen.getByTestId('dictionary-search'), 'MATERNITE');
    expect(screen.getAllByTestId('dictionary-row').map((row) => row.dataset.itemName)).toEqual([
      'Lactation feed',
    ]);
  });

  it('needs a site for a new item, and says on which sites a name is taken', async () => {
    startTestSession({ role: 'owner' });
    renderComponent(<DictionaryManagerPage />, '/dictionary-manager');
    await userEvent.click(screen.getByTestId('dictionary-add'));
    await userEvent.type(await screen.findByTestId('item-form-name'), 'Gestation feed');
    await userEvent.type(screen.getByTestId('item-form-recipe'), 'G-2');
    await userEvent.type(screen.getByTestId('item-form-density'), '640');
    await userEvent.click(screen.getByTestId('item-form-save'));
    expect(await screen.findByText('Choose at least one site')).toBeTruthy();
    expect(api.createItem).not.toHaveBeenCalled();

    api.createItem.mockRejectedValueOnce(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'taken',
        code: 'dictionary_name_taken',
        details: [{ field: 'sites', reason: ADMIN_SITE.name }],
      }),
    );
    await userEvent.click(screen.getByTestId('item-form-sites'));
    await userEvent.click(await screen.findByRole('option', { name: ADMIN_SITE.name }));
    await userEvent.click(screen.getByTestId('item-form-save'));
    expect((await screen.findByTestId('item-form-refused')).textContent).toBe(
      'An item of this name is already in the dictionary of Maternité Saint-Hyacinthe',
    );
    await waitFor(() =>
      expect(api.createItem).toHaveBeenCalledWith(ADMIN_TENANT.cloud_id, {
        name: 'Gestation feed',
        recipe: 'G-2',
        density: 640,
        utility: null,
        sites: [ADMIN_SITE.id],
      }),
    );
  });
});
