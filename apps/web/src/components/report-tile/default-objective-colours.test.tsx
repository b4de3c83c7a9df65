import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { prefsWith } from '../../lib/reports/test-grid';
import type { ReportFigure } from '../../lib/reports/report-table';
import { resetSessionState } from '../../lib/session/session-store';
import { renderRoute } from '../../testing/render-app';
import { FigureCards } from './figure-cards';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

const figure = (metric: string, kind: ReportFigure['kind'], value: number): ReportFigure => ({
  id: metric,
  label: metric,
  kind,
  value,
  metric,
});

/**
 * Figures the screens showed uncoloured before issue 28 gave them default objectives
 * (docs/objectives.md): one of each kind, a KPI, a report's own figure, a users report figure.
 */
describe('default objectives colour the figures that had none', () => {
  it.each([
    ['npd', 'number', 60, 'red-red'], // PRRS-hit herds read 70–80; over 54 is red
    ['total_born', 'number', 15.2, 'green-green'],
    ['crate_occupancy', 'percent', 0.89, 'green-green'],
    ['pc_checks_right', 'percent', 0.7, 'red-red'],
  ] as const)('%s %d reads %s', async (metric, kind, value, state) => {
    renderRoute('/', <FigureCards figures={[figure(metric, kind, value)]} prefs={prefsWith({})} />);
    const shown = await screen.findByTestId('report-figure-value');
    expect(shown.querySelector('[data-colour-state]')?.getAttribute('data-colour-state')).toBe(
      state,
    );
  });
});
