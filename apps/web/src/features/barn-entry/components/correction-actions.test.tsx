import type { AnimalEvent } from '@barnboard/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as EntryApi from '../api/entry-api';
import { DeleteEventAction, EditEventAction } from './correction-actions';

const api = vi.hoisted(() => ({ correctEvent: vi.fn(), deleteEvent: vi.fn() }));
vi.mock('../api/entry-api', async (importOriginal) => ({
  ...(await importOriginal<typeof EntryApi>()),
  correctEvent: api.correctEvent,
  deleteEvent: api.deleteEvent,
}));

const service: AnimalEvent = {
  id: '00000000-0000-4000-8000-00000000bbbb',
  source_id: null,
  type: 'service',
  date: '2026-10-02',
  time: null,
  user: null,
  location: 'Gestation pen 3',
  fields: { boar: 'PIC 410', doses: 2 },
  entered_here: false,
  entered_by: null,
  entered_at: '2026-10-02T09:00:00Z',
};

const actions = (
  <>
    <EditEventAction animal="F12" event={service} />
    <DeleteEventAction animal="F12" event={service} />
  </>
);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('correcting a stored record', () => {
  it('is not offered to members: they enter, managers correct', () => {
    startTestSession({ role: 'member' });
    renderComponent(actions);
    expect(screen.queryByTestId('entry-edit')).toBeNull();
    expect(screen.queryByTestId('entry-delete')).toBeNull();
  });

  it('edits the stored event only once a reason is given', async () => {
    const { site } = startTestSession({ role: 'manager' });
    renderComponent(actions);
    await userEvent.click(screen.getByTestId('entry-edit'));
    const doses = await screen.findByTestId('entry-field-doses');
    expect((doses as HTMLInputElement).value).toBe('2');
    await userEvent.clear(doses);
    await userEvent.type(doses, '3');
    await userEvent.click(screen.getByTestId('entry-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.correctEvent).not.toHaveBeenCalled();

    api.correctEvent.mockResolvedValueOnce({ created: false, event: service });
    await userEvent.type(screen.getByTestId('entry-reason'), 'Two doses were a typo');
    await userEvent.click(screen.getByTestId('entry-save'));
    await waitFor(() =>
      expect(api.correctEvent).toHaveBeenCalledWith(
        site.id,
        service.id,
        {
          type: 'service',
          animal: 'F12',
          date: '2026-10-02',
          location: 'Gestation pen 3',
          boar: 'PIC 410',
          doses: 3,
        },
        'Two doses were a typo',
      ),
    );
  });

  it('deletes the stored event only once a reason is given', async () => {
    const { site } = startTestSession({ role: 'manager' });
    renderComponent(actions);
    await userEvent.click(screen.getByTestId('entry-delete'));
    await userEvent.click(await screen.findByTestId('entry-delete-confirm'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.deleteEvent).not.toHaveBeenCalled();

    api.deleteEvent.mockResolvedValueOnce(undefined);
    await userEvent.type(screen.getByTestId('entry-reason'), 'Entered on the wrong sow');
    await userEvent.click(screen.getByTestId('entry-delete-confirm'));
    await waitFor(() =>
      expect(api.deleteEvent).toHaveBeenCalledWith(site.id, service.id, 'Entered on the wrong sow'),
    );
    await waitFor(() => expect(screen.queryByTestId('entry-delete-confirm')).toBeNull());
  });
});
