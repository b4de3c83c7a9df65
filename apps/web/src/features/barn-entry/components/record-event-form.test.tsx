import type { EntryAnswer } from '@barnboard/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as EntryApi from '../api/entry-api';
import { BARN_EVENT_TYPES, EVENT_FIELDS } from '../lib/event-fields';
import { ListTickButton, RecordEventButton } from './record-event-button';

const api = vi.hoisted(() => ({ recordEvent: vi.fn() }));
vi.mock('../api/entry-api', async (importOriginal) => ({
  ...(await importOriginal<typeof EntryApi>()),
  recordEvent: api.recordEvent,
}));

const answer = (created: boolean): EntryAnswer => ({
  created,
  event: {
    id: '00000000-0000-4000-8000-00000000aaaa',
    source_id: null,
    type: 'preg_check',
    date: '2026-12-07',
    time: null,
    user: null,
    location: null,
    fields: { result: 'positive' },
    entered_here: true,
    entered_by: 'Marie Dupont',
    entered_at: '2026-12-07T10:00:00Z',
  },
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

async function openForm(type: (typeof BARN_EVENT_TYPES)[number]) {
  const { site } = startTestSession({ role: 'member' });
  renderComponent(<RecordEventButton animal="F12" type={type} />);
  await userEvent.click(screen.getByTestId('record-event-open'));
  return { site, form: await screen.findByTestId('record-event-form') };
}

describe('the record form', () => {
  it.each(BARN_EVENT_TYPES)(
    'shows the fields of a %s, the date, time, place and who',
    async (type) => {
      const { form } = await openForm(type);
      expect(form.dataset.type).toBe(type);
      for (const field of EVENT_FIELDS[type]) {
        expect(within(form).getByTestId(`entry-field-${field.name}`)).toBeTruthy();
      }
      for (const common of ['time', 'user']) {
        expect(within(form).getByTestId(`entry-field-${common}`)).toBeTruthy();
      }
      // A move's place is its own field; the others say where she was.
      expect(within(form).queryByTestId('entry-field-place') === null).toBe(type === 'move');
    },
  );

  it('checks the record as an import would before it is sent, then sends it for the site’s today', async () => {
    const { site } = await openForm('preg_check');
    await userEvent.click(screen.getByTestId('entry-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.recordEvent).not.toHaveBeenCalled();

    api.recordEvent.mockResolvedValueOnce(answer(true));
    await userEvent.click(screen.getByText('Pregnant'));
    await userEvent.click(screen.getByTestId('entry-save'));
    await waitFor(() => expect(api.recordEvent).toHaveBeenCalledTimes(1));
    expect(api.recordEvent).toHaveBeenCalledWith(site.id, {
      type: 'preg_check',
      animal: 'F12',
      date: siteDay(site.timezone),
      result: 'positive',
    });
    await waitFor(() => expect(screen.queryByTestId('record-event-form')).toBeNull());
  });

  it('shows a refusal of the server on the field it names, and one it has no input for above the buttons', async () => {
    await openForm('farrowing');
    await userEvent.type(screen.getByTestId('entry-field-born_alive'), '13');
    api.recordEvent.mockRejectedValueOnce(
      new ApiError(422, {
        invalid: [
          { field: 'born_alive', reason: 'a farrowing needs a service before it' },
          { field: 'animal', reason: 'no entry for this animal' },
        ],
      }),
    );
    await userEvent.click(screen.getByTestId('entry-save'));
    const bornAlive = screen.getByTestId('entry-field-born_alive');
    await waitFor(() =>
      expect(bornAlive.getAttribute('aria-describedby') ?? '').toContain('error'),
    );
    expect(screen.getByText('a farrowing needs a service before it')).toBeTruthy();
    expect(screen.getByTestId('entry-refused').textContent).toBe(
      'Animal: no entry for this animal',
    );
    expect(screen.getByTestId('record-event-form')).toBeTruthy();
  });

  it('says plainly when the same record was stored already', async () => {
    await openForm('heat');
    api.recordEvent.mockResolvedValueOnce(answer(false));
    await userEvent.click(screen.getByTestId('entry-save'));
    expect((await screen.findByTestId('entry-already')).textContent).toBe(
      'Already recorded: the same record is stored, nothing changed.',
    );
    expect(screen.getByTestId('record-event-form')).toBeTruthy();
  });

  it('takes the cause of piglet deaths in one tap', async () => {
    const { site } = await openForm('piglet_death');
    await userEvent.type(screen.getByTestId('entry-field-count'), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Crushed' }));
    api.recordEvent.mockResolvedValueOnce(answer(true));
    await userEvent.click(screen.getByTestId('entry-save'));
    await waitFor(() =>
      expect(api.recordEvent).toHaveBeenCalledWith(
        site.id,
        expect.objectContaining({ type: 'piglet_death', count: 2, cause: 'crushed' }),
      ),
    );
  });

  it('opens a list’s event from its tick, and once recorded moves on to the next row’s tick', async () => {
    const { site } = startTestSession({ role: 'member' });
    renderComponent(
      <>
        <ListTickButton animal="F12" list="preg_check" />
        <ListTickButton animal="F13" list="preg_check" />
      </>,
    );
    const [first, second] = screen.getAllByTestId('action-tick');
    await userEvent.click(first!);
    expect((await screen.findByTestId('record-event-form')).dataset.type).toBe('preg_check');
    api.recordEvent.mockResolvedValueOnce(answer(true));
    await userEvent.click(screen.getByText('Pregnant'));
    await userEvent.click(screen.getByTestId('entry-save'));
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(api.recordEvent).toHaveBeenCalledWith(
      site.id,
      expect.objectContaining({ animal: 'F12' }),
    );
  });
});
