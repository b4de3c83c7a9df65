import { emptyUserTally, type UserTally } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { prefsWith } from '../../../lib/reports/test-grid';
import type { UsersReportAnswer } from '../api/get-users-report';
import { usersReportDefinition } from './users-reports';

const t = ((key: string) => key) as unknown as TFunction;
const context = { t, prefs: prefsWith({}), timeZone: 'America/Toronto' };
const tally = (values: Partial<UserTally>): UserTally => ({ ...emptyUserTally(), ...values });
const ana = tally({
  checks: 10,
  matured_checks: 9,
  checks_judged: 8,
  checks_right: 6,
  services: 5,
});
const ben = tally({ litters: 4, piglets_born_alive: 54, piglets_stillborn: 4, services: 3 });
const answer: UsersReportAnswer = {
  from: '2026-01-01',
  to: '2026-03-31',
  users: [
    { user: '-', name: null, ...tally({ services: 1 }) },
    // Named by the server: a person of the site's tenant.
    { user: 'ana', name: 'Ana Lopez', ...ana },
    { user: 'ben', name: null, ...ben },
  ],
  total: tally({
    checks: 10,
    matured_checks: 9,
    checks_judged: 8,
    checks_right: 6,
    services: 9,
    litters: 4,
    piglets_born_alive: 54,
    piglets_stillborn: 4,
  }),
};

describe('the users report', () => {
  it('has the sections of spec §2, a row per user', () => {
    expect(usersReportDefinition.views.map((view) => view.id)).toEqual([
      'diagnosis',
      'farrowing',
      'reproduction',
      'breedings',
    ]);
    const diagnosis = usersReportDefinition.views[0].grid(answer, context);
    expect(diagnosis.rows.map((row) => row.cells)).toEqual([
      {
        user: 'usersReport.noUser',
        checks: 0,
        pc_positive_checks: null,
        matured_checks: 0,
        checks_judged: 0,
        pc_checks_right: null,
      },
      {
        user: 'Ana Lopez',
        checks: 10,
        pc_positive_checks: 0,
        matured_checks: 9,
        checks_judged: 8,
        pc_checks_right: 0.75,
      },
      {
        user: 'ben',
        checks: 0,
        pc_positive_checks: null,
        matured_checks: 0,
        checks_judged: 0,
        pc_checks_right: null,
      },
    ]);
    const farrowing = usersReportDefinition.views[1]!.grid(answer, context);
    expect(farrowing.rows[2]!.cells).toMatchObject({ litters: 4, born_alive: 13.5, stillborn: 1 });
  });

  it('names people where the product knows them, by their login otherwise', () => {
    const [diagnosis] = usersReportDefinition.views.map((view) => view.grid(answer, context));
    // The login stays at hand on a named row, two people may share a name.
    expect(diagnosis!.rows.map((row) => [row.cells.user, row.notes?.user?.title])).toEqual([
      ['usersReport.noUser', undefined],
      ['Ana Lopez', 'ana'],
      ['ben', undefined],
    ]);
    const options = usersReportDefinition.filters![0]!.options(answer, t);
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ['-', 'usersReport.noUser'],
      ['ana', 'Ana Lopez'],
      ['ben', 'ben'],
    ]);
  });

  it('charts the farrowing rate per user, named, with a legend and the metric on its axis', () => {
    const colours = { text: '#000', line: '#111', grid: '#222', series: ['#333'] };
    const option = usersReportDefinition.chart!(answer, { ...context, colours }) as {
      legend?: object;
      xAxis: { data: string[] };
      yAxis: { name?: string };
      series: { name: string }[];
    };
    expect(option.xAxis.data).toEqual(['usersReport.noUser', 'Ana Lopez', 'ben']);
    expect(option.legend).toBeDefined();
    expect(option.series.map((one) => one.name)).toEqual(['usersReport.figures.far_rate']);
    expect(option.yAxis.name).toBe('usersReport.figures.far_rate (%)');
  });

  it('shows the team’s figures, and the chosen users’ once filtered', () => {
    const figure = (report: UsersReportAnswer, id: string) =>
      usersReportDefinition.figures(report, context).find((one) => one.id === id)?.value;
    expect(figure(answer, 'services')).toBe(9);
    expect(figure(answer, 'pc_checks_right')).toBe(0.75);
    const userFilter = usersReportDefinition.filters![0]!;
    const onlyBen = userFilter.narrow!(answer, ['ben']);
    expect(onlyBen.users.map((entry) => entry.user)).toEqual(['ben']);
    expect(figure(onlyBen, 'services')).toBe(3);
    expect(figure(onlyBen, 'pc_checks_right')).toBeNull();
    expect(figure(onlyBen, 'born_alive')).toBe(13.5);
  });

  it('opens a figure’s list once it is one user’s: a team has no single list summing to it', () => {
    const drillDown = (report: UsersReportAnswer, id: string) =>
      usersReportDefinition.figures(report, context).find((one) => one.id === id)?.drillDown;
    expect(drillDown(answer, 'services')).toBeUndefined();
    const onlyBen = usersReportDefinition.filters![0]!.narrow!(answer, ['ben']);
    expect(drillDown(onlyBen, 'services')).toEqual({
      key: 'services',
      from: '2026-01-01',
      to: '2026-03-31',
      user: 'ben',
    });
    // Pregnancy checks are no drill-down's events, whoever made them.
    expect(drillDown(onlyBen, 'pc_checks_right')).toBeUndefined();
  });

  it('opens, from each user’s figure made of events, the list of that user’s events', () => {
    const [diagnosis, farrowing, reproduction, breedings] = usersReportDefinition.views.map(
      (view) => view.grid(answer, context),
    );
    const period = { from: '2026-01-01', to: '2026-03-31' };
    const ben = (grid: typeof farrowing) => grid!.rows.find((row) => row.key === 'ben')!;
    expect(ben(breedings).drillDowns).toEqual({
      services: { key: 'services', ...period, user: 'ben' },
      first_services: { key: 'first_services', ...period, user: 'ben' },
      pc_repeat_services: { key: 'pc_repeat_services', ...period, user: 'ben' },
    });
    // The matured services are the n of the farrowing rate's list, 115 days before the period.
    expect(ben(reproduction).drillDowns).toEqual({
      matured_services: { key: 'far_rate', ...period, user: 'ben' },
      far_rate: { key: 'far_rate', ...period, user: 'ben' },
    });
    expect(Object.keys(ben(farrowing).drillDowns!)).toEqual([
      'litters',
      'total_born',
      'born_alive',
      'stillborn',
      'weanings',
      'weaned',
      'weaned_per_litter',
    ]);
    // Records without a user are `-`, as the route takes them.
    expect(farrowing!.rows[0]!.drillDowns!.litters).toEqual({
      key: 'litters',
      ...period,
      user: '-',
    });
    // Pregnancy checks are no drill-down's events.
    expect(diagnosis!.rows.every((row) => Object.keys(row.drillDowns ?? {}).length === 0)).toBe(
      true,
    );
  });
});
