import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { ApiError } from '../../lib/api/api-error';
import { BUILDING, CONTENT, SITE, makeBin } from '../../testing/make-bin';
import { renderComponent } from '../../testing/render-component';
import type * as BinsApi from '../../lib/bins/bins-api';
import { BinFormModal } from './bin-form-modal';

const api = vi.hoisted(() => ({
  createBin: vi.fn(),
  updateBin: vi.fn(),
  fetchSiteDictionary: vi.fn(),
}));
vi.mock('../../lib/bins/bins-api', async (importOriginal) => ({
  ...(await importOriginal<typeof BinsApi>()),
  createBin: api.createBin,
  updateBin: api.updateBin,
  fetchSiteDictionary: api.fetchSiteDictionary,
}));

const OTHER_FEED = { ...CONTENT, cloud_id: 'd0000000-0000-4000-8000-000000000009', name: 'Barley' };
const buildings = [BUILDING];
const field = (name: string) => screen.getByTestId(`bin-form-${name}`);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.fetchSiteDictionary.mockResolvedValue([CONTENT, OTHER_FEED]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the bin form, adding an L-Track', () => {
  it("offers the site's dictionary, checks every field, and sends the bin in metres", async () => {
    const onClose = vi.fn();
    renderComponent(
      <BinFormModal
        target={{ mode: 'create', siteId: SITE.id, buildingId: BUILDING.cloud_id, buildings }}
        unit="ft"
        onClose={onClose}
      />,
    );
    await waitFor(() =>
      expect([...field('content_id').querySelectorAll('option')].map((o) => o.textContent)).toEqual(
        ['Choose a content', 'Gestation', 'Barley'],
      ),
    );
    expect(api.fetchSiteDictionary).toHaveBeenCalledWith(SITE.id, expect.anything());

    await userEvent.click(field('save'));
    expect(screen.getByTestId('bin-form-invalid')).toBeTruthy();
    expect(api.createBin).not.toHaveBeenCalled();

    api.createBin.mockResolvedValueOnce({
      bin: makeBin({ name: 'Silo N-1' }),
      changed: true,
      code: 'created',
      licence_id: null,
      error: { code: 'subscription_expired', message: 'Subscription expired' },
    });
    await userEvent.type(field('name'), 'Silo N-1');
    await userEvent.type(field('mac_address'), 'a8-40-41-00-00-00-00-01');
    await userEvent.selectOptions(field('content_id'), OTHER_FEED.cloud_id);
    await userEvent.type(field('diameter'), '9');
    await userEvent.type(field('vertical_height'), '16');
    await userEvent.type(field('roof_height'), '2.5');
    await userEvent.type(field('offset'), '1');
    await userEvent.click(field('save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [siteId, body] = api.createBin.mock.calls[0] as [string, Record<string, number>];
    expect(siteId).toBe(SITE.id);
    expect(body).toMatchObject({
      name: 'Silo N-1',
      building_id: BUILDING.cloud_id,
      content_id: OTHER_FEED.cloud_id,
      type: 'flat_bottom',
    });
    expect(body.diameter).toBeCloseTo(2.7432, 6);
    expect(body).not.toHaveProperty('expected_updated_at');
  });

  it('says when the site has no dictionary item yet', async () => {
    api.fetchSiteDictionary.mockResolvedValueOnce([]);
    renderComponent(
      <BinFormModal
        target={{ mode: 'create', siteId: SITE.id, buildingId: BUILDING.cloud_id, buildings }}
        unit="m"
        onClose={() => undefined}
      />,
    );
    expect((await screen.findByTestId('bin-form-no-dictionary')).textContent).toContain(
      'dictionary is empty',
    );
  });
});

describe('the bin form, editing an L-Track someone else changed meanwhile', () => {
  it('shows the bin as it is now and saves nothing over it', async () => {
    const bin = makeBin({ name: 'Silo B-1', updated_at: '2026-03-10T10:00:00.000Z' });
    const now = { ...bin, name: 'Silo B-1 (north)', updated_at: '2026-03-10T11:00:00.000Z' };
    api.updateBin.mockRejectedValueOnce(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'changed',
        code: 'edited_elsewhere',
        current: now,
      }),
    );
    renderComponent(
      <BinFormModal target={{ mode: 'edit', bin, buildings }} unit="m" onClose={() => undefined} />,
    );
    await userEvent.clear(await screen.findByTestId('bin-form-name'));
    await userEvent.type(field('name'), 'Silo B-1 bis');
    await userEvent.click(field('save'));
    expect((await screen.findByTestId('bin-form-stale')).textContent).toContain(
      'Someone else changed this L-Track meanwhile',
    );
    expect(api.updateBin).toHaveBeenCalledWith(
      bin.id,
      expect.objectContaining({ name: 'Silo B-1 bis', expected_updated_at: bin.updated_at }),
    );
    expect((field('name') as HTMLInputElement).value).toBe('Silo B-1 (north)');
    // Saved again, the edit is now based on the current version.
    api.updateBin.mockResolvedValueOnce({
      bin: now,
      changed: true,
      code: 'updated',
      licence_id: null,
      error: null,
    });
    await userEvent.clear(field('name'));
    await userEvent.type(field('name'), 'Silo B-1 bis');
    await userEvent.click(field('save'));
    await waitFor(() =>
      expect(api.updateBin).toHaveBeenLastCalledWith(
        bin.id,
        expect.objectContaining({ expected_updated_at: now.updated_at }),
      ),
    );
  });
});
