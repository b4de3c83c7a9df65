import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatCell } from '../../lib/reports/cell-format';
import type { ReportGrid } from '../../lib/reports/report-table';
import { prefsWith } from '../../lib/reports/test-grid';
import { renderRoute } from '../../testing/render-app';
import { polyfillResizeObserver } from '../../testing/resize-observer';
import { ReportGridTable } from './report-grid';
import { RowActionProvider } from './row-action';

beforeAll(async () => {
  polyfillResizeObserver();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** A walk through two rooms, as the server orders it. */
const walk: ReportGrid = {
  columns: [
    { id: 'tick', header: 'Done', kind: 'text', action: true },
    { id: 'location', header: 'Place', kind: 'text' },
    { id: 'animal', header: 'Sow', kind: 'text' },
    { id: 'room', header: 'Room', kind: 'text' },
  ],
  groupBy: 'room',
  rows: [
    ['S1', 'Pen 2', 'Gestation A'],
    ['S2', 'Pen 10', 'Gestation A'],
    ['S3', 'Crate 1', 'Farrowing 1'],
  ].map(([animal, location, room]) => ({
    key: animal!,
    cells: { tick: null, location: location!, animal: animal!, room: room! },
    actionTarget: { animal: animal! },
  })),
};

const grid = (action?: boolean) => {
  const table = <ReportGridTable grid={walk} prefs={prefsWith({})} compact={false} />;
  return renderRoute(
    '/',
    action ? (
      <RowActionProvider action={({ animal }) => <button type="button">Tick {animal}</button>}>
        {table}
      </RowActionProvider>
    ) : (
      table
    ),
  );
};

const bodyRows = () =>
  [...screen.getByTestId('report-grid').querySelectorAll('tbody tr')].map((row) =>
    row.textContent?.trim(),
  );

describe('a grid whose rows have an action', () => {
  it('shows each row’s action in its column, under its group’s heading', async () => {
    grid(true);
    await screen.findByTestId('report-grid');
    expect(bodyRows()).toEqual([
      'Gestation A',
      'Tick S1Pen 2S1Gestation A',
      'Tick S2Pen 10S2Gestation A',
      'Farrowing 1',
      'Tick S3Crate 1S3Farrowing 1',
    ]);
  });

  it('lifts the headings once sorted by a column: the groups no longer come together', async () => {
    grid(true);
    const table = await screen.findByTestId('report-grid');
    await userEvent.click(within(table).getByRole('button', { name: /Sort by Sow/ }));
    expect(screen.queryAllByTestId('report-grid-group')).toHaveLength(0);
  });

  it('leaves the action column out where no page acts, and blank on paper', async () => {
    grid(false);
    const table = await screen.findByTestId('report-grid');
    expect(within(table).queryByText('Done')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Tick/ })).toBeNull();
    expect(formatCell(walk.columns[0]!, walk.rows[0]!, prefsWith({}))).toBe('');
  });
});
