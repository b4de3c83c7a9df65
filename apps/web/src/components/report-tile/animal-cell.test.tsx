import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { gridCsv } from '../../lib/reports/grid-csv';
import type { ReportGrid } from '../../lib/reports/report-table';
import { prefsWith } from '../../lib/reports/test-grid';
import { renderRoute } from '../../testing/render-app';
import { polyfillResizeObserver } from '../../testing/resize-observer';
import { ReportGridTable } from './report-grid';

/** Two sows, one with a character an address must encode, and a row with no sow. */
const SOWS: ReportGrid = {
  columns: [
    { id: 'animal', header: 'Sow', kind: 'animal' },
    { id: 'parity', header: 'Parity', kind: 'count' },
  ],
  rows: [
    { key: 'a', cells: { animal: 'F1203', parity: 3 } },
    { key: 'b', cells: { animal: 'B 12/7', parity: 1 } },
    { key: 'c', cells: { animal: null, parity: 0 } },
  ],
};

beforeAll(async () => {
  polyfillResizeObserver();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('an animal cell', () => {
  it("links each sow's id to her card, and leaves an empty cell plain", async () => {
    renderRoute('/', <ReportGridTable grid={SOWS} prefs={prefsWith({})} compact={false} />);
    const grid = await screen.findByTestId('report-grid');
    const links = within(grid).getAllByTestId('animal-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['F1203', '/animals/F1203'],
      ['B 12/7', '/animals/B%2012%2F7'],
    ]);
    const cells = grid.querySelectorAll('tbody td[data-column="animal"]');
    expect(cells[2]?.textContent).toBe('—');
    expect(cells[2]?.querySelector('a')).toBeNull();
  });

  it('keeps the plain id in the CSV, left as text', () => {
    const lines = gridCsv(SOWS, prefsWith({}))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['Sow;Parity', 'F1203;3', 'B 12/7;1', ';0']);
  });
});
