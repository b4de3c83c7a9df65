import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { prefsWith } from '../../lib/reports/test-grid';
import type { ReportFigure } from '../../lib/reports/report-table';
import { resetSessionState } from '../../lib/session/session-store';
import { renderRoute } from '../../testing/render-app';
import { startTestSession } from '../../testing/session-fixture';
import { evenColumns, FigureCards } from './figure-cards';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

const figure = (id: string, label: string): ReportFigure => ({
  id,
  label,
  kind: 'percent',
  value: 0.519,
});

/** The KPI tiles' longest labels, cut to "Replac… rate p…" before issue 12. */
const HERD = [
  figure('parity', 'Mean parity'),
  figure('replacement', 'Replacement rate per year'),
  figure('culling', 'Culling rate per year'),
  figure('mortality', 'Sow mortality per year'),
];

function renderCards(figures: ReportFigure[]) {
  return renderRoute('/', <FigureCards figures={figures} prefs={prefsWith({})} />);
}

describe('FigureCards', () => {
  it('shows every label whole, wrapping rather than cut', async () => {
    renderCards(HERD);
    const labels = await screen.findAllByTestId('report-figure-label');
    expect(labels.map((label) => label.textContent)).toEqual([
      'Mean parity (%)',
      'Replacement rate per year (%)',
      'Culling rate per year (%)',
      'Sow mortality per year (%)',
    ]);
    for (const label of labels) {
      // Mantine's lineClamp and truncate: neither may cut a label.
      expect(label.hasAttribute('data-line-clamp')).toBe(false);
      expect(label.hasAttribute('data-truncate')).toBe(false);
      expect(label.className).toContain('bb-figure-label');
    }
  });

  it('colours no figure beyond biology: it says "check the records" instead, with the link', async () => {
    const yearly = (value: number): ReportFigure => ({
      id: 'pw_mf_year',
      label: 'Pigs weaned per mated female per year',
      kind: 'number',
      value,
      metric: 'pw_mf_year',
    });
    renderCards([yearly(45.1)]);
    const value = await screen.findByTestId('report-figure-value');
    expect(value.querySelector('[data-colour-state]')?.getAttribute('data-colour-state')).toBe(
      'black-black',
    );
    const link = screen.getByTestId('check-records').querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'Check the records',
      '/records-to-fix',
    ]);
    cleanup();
    renderCards([yearly(27.3)]);
    const coloured = await screen.findByTestId('report-figure-value');
    expect(
      coloured.querySelector('[data-colour-state]')?.getAttribute('data-colour-state'),
    ).not.toBe('black-black');
    expect(screen.queryByTestId('check-records')).toBeNull();
  });

  it('lays figures out in rows as even as can be, never more columns than figures', () => {
    expect(evenColumns(4, 4)).toBe(4);
    expect(evenColumns(4, 2)).toBe(2);
    expect(evenColumns(9, 4)).toBe(3);
    expect(evenColumns(9, 6)).toBe(5);
    expect(evenColumns(5, 4)).toBe(3);
    expect(evenColumns(1, 6)).toBe(1);
    expect(evenColumns(0, 4)).toBe(1);
  });

  it('gives its grid the columns for a narrow, a mid-size and a wide tile', async () => {
    const columns = (grid: HTMLElement) =>
      ['narrow', '', 'wide'].map((size) =>
        grid.style.getPropertyValue(size ? `--figure-columns-${size}` : '--figure-columns'),
      );
    const gridOf = async () =>
      (await screen.findAllByTestId('report-figure'))[0]!.parentElement as HTMLElement;
    renderCards(HERD);
    expect(columns(await gridOf())).toEqual(['2', '4', '4']);
    cleanup();
    renderCards([figure('alone', 'Alone')]);
    expect(columns(await gridOf())).toEqual(['1', '1', '1']);
  });

  it('makes a figure with a list behind it a button that says so; one without, or empty, stays text', async () => {
    startTestSession();
    const year = { from: '2025-11-29', to: '2026-11-28' };
    renderCards([
      { ...figure('far_rate', 'Farrowing rate'), drillDown: { key: 'far_rate', ...year } },
      {
        ...figure('culling', 'Culling rate'),
        value: null,
        drillDown: { key: 'pc_culling', ...year },
      },
      figure('mortality', 'Sow mortality'),
    ]);
    const button = await screen.findByRole('button', {
      name: '51.9: list what this figure is made of',
    });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('data-kpi')).toBe('far_rate');
    // Only the farrowing rate: an empty figure and one with no list are plain text.
    expect(screen.getAllByTestId('grid-drill-down')).toHaveLength(1);
    const values = screen.getAllByTestId('report-figure-value');
    expect(values.map((value) => value.textContent)).toEqual(['51.9', '—', '51.9']);
  });
});
