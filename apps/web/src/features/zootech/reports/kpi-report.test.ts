import {
  computeKpiReport,
  computeKpiSeries,
  dateOfDay,
  dayNumber,
  DEFAULT_DISPLAY_PREFS,
  type KpiReport,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { siteDay } from '../../../lib/site-time/site-clock';
import type { KpiAnswer } from '../api/get-kpis';
import { kpiReport } from './kpi-report';

const timeZone = 'America/Montreal';
const context = { t: i18n.getFixedT('en'), prefs: DEFAULT_DISPLAY_PREFS, timeZone };
const today = siteDay(timeZone);
const daysAgo = (days: number) => dateOfDay(dayNumber(today) - days);

/** A report of the period with these figures (an empty herd's, with values put in). */
const withValues = (report: KpiReport): KpiReport => ({
  ...report,
  kpis: { ...report.kpis, far_rate: 0.85, litters_mf_year: 2.4, born_alive: 14 },
});

describe('KPI tile (issue 28 §3: what may still change is not judged)', () => {
  // From the 15th of a month about four months back to today, month by month: the first month
  // is always cut at its start, whatever today is.
  const period = { from: `${daysAgo(120).slice(0, 8)}15`, to: today };
  const answer: KpiAnswer = {
    ...withValues(computeKpiReport([], period)),
    no_data: false,
    series: computeKpiSeries([], period, 'month').map(withValues),
  };
  const report = kpiReport({
    key: 'kpi-reproduction',
    titleKey: 'zootech.tiles.reproduction',
    kpis: ['far_rate', 'litters_mf_year', 'born_alive'],
    chart: () => null,
  });

  it('gives a headline rate whose latest services may still farrow no colour', () => {
    const metrics = report.figures(answer, context).map((figure) => [figure.id, figure.metric]);
    expect(metrics).toEqual([
      ['far_rate', undefined],
      ['litters_mf_year', 'litters_mf_year'],
      ['born_alive', 'born_alive'],
    ]);
  });

  it('greys the months not final yet, saying why, and no others', () => {
    const grid = report.views[0].grid(answer, context);
    const row = (key: string) => grid.rows.find((one) => one.key === key)!;
    const months = answer.series!.length;
    const current = `m${months - 1}`;
    expect(row('far_rate').notes?.[current]).toMatchObject({ provisional: true });
    expect(row('far_rate').notes?.[current]?.title).toMatch(/less than 120 days old/);
    expect(row('far_rate').notes?.['m1']).toBeUndefined();
    // The first month starts on the 15th: its rate per year counts half a month as a year.
    expect(row('litters_mf_year').notes?.['m0']?.title).toMatch(/rate per year read from part/);
    expect(row('litters_mf_year').notes?.['m1']).toBeUndefined();
    expect(row('born_alive').notes).toEqual({});
  });
});
