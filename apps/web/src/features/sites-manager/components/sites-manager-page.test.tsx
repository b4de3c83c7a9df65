import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BinItem } from '@barnboard/domain';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { ADMIN_SITE, ADMIN_TENANT } from '../../../testing/admin-fixtures';
import { makeBin } from '../../../testing/make-bin';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as AdminApi from '../../../lib/admin/admin-api';
import type * as SitesApi from '../api/sites-manager-api';
import { SitesManagerPage } from './sites-manager-page';

const api = vi.hoisted(() => ({
  createSite: vi.fn(),
  updateSite: vi.fn(),
  deleteBuilding: vi.fn(),
  bins: vi.fn<() => BinItem[]>(),
}));
vi.mock('../../../lib/admin/admin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminApi>()),
  useAdminSites: () => ({ data: [ADMIN_SITE], isPending: false, isSuccess: true, isError: false }),
  useAdminTenants: () => ({ data: [ADMIN_TENANT], isPending: false, isSuccess: true }),
}));
vi.mock('../api/sites-manager-api', async (importOriginal) => ({
  ...(await importOriginal<typeof SitesApi>()),
  createSite: api.createSite,
  updateSite: api.updateSite,
  deleteBuilding: api.deleteBuilding,
  useBuildingBins: () => ({ data: api.bins(), isPending: false, isError: false }),
}));

function conflict(code: string, details: { field: string; reason: string }[] = []) {
  return new ApiError(409, { statusCode: 409, error: 'Conflict', message: code, code, details });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  startTestSession({ role: 'owner' });
  api.bins.mockReturnValue([makeBin({ name: 'Silo G1-1' })]);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('SitesManagerPage', () => {
  it('shows the site, its buildings and the L-Tracks of the first building', async () => {
    renderComponent(<SitesManagerPage />, '/sites-manager');
    const panel = await screen.findByTestId('site-panel');
    expect(panel.dataset.siteName).toBe('Maternité Saint-Hyacinthe');
    expect(within(panel).getByTestId('site-timezone').textContent).toBe('America/Montreal');
    const rows = screen.getAllByTestId('building-row');
    expect(rows.map((row) => row.dataset.buildingName)).toEqual(['Gestation 1', 'Mise bas A']);
    expect(rows[0]!.dataset.selected).toBe('true');
    // A building with an L-Track cannot be deleted; an empty one can.
    expect(within(rows[0]!).getByTestId('building-delete')).toHaveProperty('disabled', true);
    expect(within(rows[1]!).getByTestId('building-delete')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('bins-panel').textContent).toContain('L-Tracks of Gestation 1');
    // An active L-Track is deleted only once disabled.
    expect(screen.getByTestId('bin-delete')).toHaveProperty('disabled', true);
    // Staff's tenants panel is not an owner's.
    expect(screen.queryByTestId('tenants-panel')).toBeNull();
  });

  it('checks the new site form, sends it, and shows a duplicate refusal in the form', async () => {
    renderComponent(<SitesManagerPage />, '/sites-manager');
    await userEvent.click(await screen.findByTestId('site-add'));
    await userEvent.click(await screen.findByTestId('site-form-save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.createSite).not.toHaveBeenCalled();

    api.createSite.mockRejectedValueOnce(
      conflict('site_name_taken', [{ field: 'name', reason: 'Ferme Nord' }]),
    );
    await userEvent.type(screen.getByTestId('site-form-name'), 'ferme nord');
    await userEvent.click(screen.getByTestId('site-form-save'));
    expect((await screen.findByTestId('site-form-refused')).textContent).toBe(
      'A site named Ferme Nord already exists in this organisation',
    );
    expect(api.createSite).toHaveBeenCalledWith(
      ADMIN_TENANT.cloud_id,
      expect.objectContaining({ name: 'ferme nord', type: 'maternity', city: null }),
    );
  });

  it('says "same values" for an unchanged site and sends only what changed, with its version', async () => {
    renderComponent(<SitesManagerPage />, '/sites-manager');
    await userEvent.click(await screen.findByTestId('site-edit'));
    await userEvent.click(await screen.findByTestId('site-form-save'));
    expect((await screen.findByTestId('site-form-same')).textContent).toContain(
      'Nothing has changed',
    );
    expect(api.updateSite).not.toHaveBeenCalled();
    api.updateSite.mockResolvedValueOnce({ site: ADMIN_SITE, changed: true });
    const city = screen.getByTestId('site-form-city');
    await userEvent.clear(city);
    await userEvent.type(city, 'Saint-Damase');
    await userEvent.click(screen.getByTestId('site-form-save'));
    await waitFor(() =>
      expect(api.updateSite).toHaveBeenCalledWith(ADMIN_SITE.id, {
        city: 'Saint-Damase',
        expected_updated_at: ADMIN_SITE.updated_at,
      }),
    );
  });

  it('keeps the delete dialog open with the refusal when the building still holds L-Tracks', async () => {
    api.deleteBuilding.mockRejectedValueOnce(
      conflict('building_has_bins', [{ field: 'bins', reason: 'Silo A-1' }]),
    );
    renderComponent(<SitesManagerPage />, '/sites-manager');
    const rows = await screen.findAllByTestId('building-row');
    await userEvent.click(within(rows[1]!).getByTestId('building-delete'));
    await userEvent.click(await screen.findByTestId('admin-delete-modal-confirm'));
    expect((await screen.findByTestId('admin-delete-modal-refusal')).textContent).toBe(
      'This building still holds L-Tracks (Silo A-1): move or delete them first.',
    );
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    renderComponent(<SitesManagerPage />, '/sites-manager');
    expect((await screen.findByTestId('buildings-panel')).textContent).toContain('Bâtiments');
    expect(screen.getByTestId('bins-panel').textContent).toContain('L-Track de Gestation 1');
  });
});
