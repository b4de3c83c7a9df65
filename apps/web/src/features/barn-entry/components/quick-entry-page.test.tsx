import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as EntryApi from '../api/entry-api';
import { QuickEntryPage } from './quick-entry-page';

const api = vi.hoisted(() => ({ recordEvent: vi.fn() }));
vi.mock('../api/entry-api', async (importOriginal) => ({
  ...(await importOriginal<typeof EntryApi>()),
  recordEvent: api.recordEvent,
}));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

const rowOf = (animal: string) =>
  screen
    .getAllByTestId('quick-entry-row')
    .find((row) => row.dataset.animal === animal) as HTMLElement;

describe('quick entry', () => {
  it('sends one weaning per animal and says in each row what became of it', async () => {
    startTestSession({ role: 'member' });
    renderComponent(<QuickEntryPage />, '/barn-entry');
    await userEvent.click(screen.getByRole('radio', { name: 'Weaning' }));
    await userEvent.type(screen.getByTestId('quick-entry-animals'), 'F1{enter}F2 F3{enter}F4');
    expect(screen.getAllByTestId('quick-entry-row').map((row) => row.dataset.animal)).toEqual([
      'F1',
      'F2',
      'F3',
      'F4',
    ]);
    for (const animal of ['F1', 'F2', 'F3']) {
      await userEvent.type(screen.getByTestId(`quick-${animal}-count`), '11');
    }
    api.recordEvent.mockImplementation((_site: string, record: { animal: string }) => {
      if (record.animal === 'F3') {
        return Promise.reject(
          new ApiError(422, { invalid: [{ field: 'count', reason: 'no farrowing to wean' }] }),
        );
      }
      return Promise.resolve({ created: record.animal === 'F1', event: {} });
    });
    await userEvent.click(screen.getByTestId('quick-entry-send'));

    await waitFor(() => expect(rowOf('F3').dataset.state).toBe('refused'));
    expect(['F1', 'F2', 'F3', 'F4'].map((animal) => [animal, rowOf(animal).dataset.state])).toEqual(
      [
        ['F1', 'recorded'],
        ['F2', 'already'],
        ['F3', 'refused'],
        // Her count is missing: refused here, never sent.
        ['F4', 'refused'],
      ],
    );
    expect(
      api.recordEvent.mock.calls.map(([, record]) => (record as { animal: string }).animal),
    ).toEqual(['F1', 'F2', 'F3']);
    expect(rowOf('F3').textContent).toContain('no farrowing to wean');
    expect(rowOf('F4').textContent).toContain('Required');

    // Sent again, only the rows not stored go.
    api.recordEvent.mockReset();
    api.recordEvent.mockResolvedValue({ created: true, event: {} });
    await userEvent.type(screen.getByTestId('quick-F4-count'), '10');
    await userEvent.click(screen.getByTestId('quick-entry-send'));
    await waitFor(() => expect(rowOf('F4').dataset.state).toBe('recorded'));
    expect(rowOf('F3').dataset.state).toBe('recorded');
    expect(
      api.recordEvent.mock.calls.map(([, record]) => (record as { animal: string }).animal),
    ).toEqual(['F3', 'F4']);
  });
});
