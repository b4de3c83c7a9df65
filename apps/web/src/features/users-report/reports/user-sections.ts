import {
  UNRECORDED_USER,
  userFigureDrillDown,
  userFigureKind,
  userFigures,
  USER_FIGURE_METRICS,
  type UserFigureKey,
} from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ReportContext, ReportView } from '../../../lib/reports/report-definition';
import type { GridColumn, GridRow, ReportFigure } from '../../../lib/reports/report-table';
import type { UsersReportAnswer } from '../api/get-users-report';

/** The sections of the users report (spec §2), each a grid of one row per user. */
export const USER_SECTIONS = {
  diagnosis: ['checks', 'pc_positive_checks', 'matured_checks', 'checks_judged', 'pc_checks_right'],
  farrowing: [
    'litters',
    'total_born',
    'born_alive',
    'stillborn',
    'weanings',
    'weaned',
    'weaned_per_litter',
  ],
  reproduction: ['matured_services', 'far_rate'],
  breedings: ['services', 'first_services', 'pc_repeat_services'],
} as const satisfies Record<string, readonly UserFigureKey[]>;
export type UserSection = keyof typeof USER_SECTIONS;

/** Counts add up in a total row; rates and means are averaged. */
const total = (key: UserFigureKey) => (userFigureKind(key) === 'count' ? 'sum' : 'mean');

type UserEntry = Pick<UsersReportAnswer['users'][number], 'user' | 'name'>;

/**
 * A user as the report names them: by their name where the product knows it (a person of the
 * site's tenant, docs/kpis.md "Users report"), else the records' `user` as written; records
 * without one are "not recorded".
 */
export const userLabel = (entry: UserEntry, t: TFunction) =>
  entry.user === UNRECORDED_USER ? t('usersReport.noUser') : (entry.name ?? entry.user);

/** A user on a chart's axis, where room is short: the name, or an email's name part ("ana"). */
export const shortUserLabel = (entry: UserEntry, t: TFunction) =>
  entry.name ?? userLabel(entry, t).replace(/@.*$/, '');

/** The figures of every user shown together (the team, or the users the filter keeps). */
export function teamFigures(
  keys: readonly UserFigureKey[],
  answer: UsersReportAnswer,
  { t }: ReportContext,
): ReportFigure[] {
  const figures = userFigures(answer.total);
  // Only one user's events are listed: a team's figure has no single list that sums to it.
  const [only, ...others] = answer.users;
  return keys.map((key) => {
    const metric = USER_FIGURE_METRICS[key];
    const drillDown =
      only && others.length === 0 ? userFigureDrillDown(key, only.user, answer) : null;
    return {
      id: key,
      label: t(`usersReport.figures.${key}`),
      kind: userFigureKind(key),
      value: figures[key],
      ...(metric ? { metric } : {}),
      ...(drillDown ? { drillDown } : {}),
    };
  });
}

/**
 * One section as a grid: a row per user, a column per figure of the section; a figure made of
 * events opens the list of the user's events behind it (docs/kpis.md, "Users report").
 */
export function sectionView(section: UserSection): ReportView<UsersReportAnswer> {
  return {
    id: section,
    labelKey: `usersReport.views.${section}`,
    grid: (answer, { t }) => {
      const keys = USER_SECTIONS[section];
      const columns: GridColumn[] = [
        { id: 'user', header: t('usersReport.columns.user'), kind: 'text' },
        ...keys.map((key) => {
          const metric = USER_FIGURE_METRICS[key];
          return {
            id: key,
            header: t(`usersReport.figures.${key}`),
            kind: userFigureKind(key),
            total: total(key),
            ...(metric ? { metric } : {}),
          } satisfies GridColumn;
        }),
      ];
      const rows = answer.users.map((entry) => {
        const figures = userFigures(entry);
        const drillDowns: NonNullable<GridRow['drillDowns']> = {};
        for (const key of keys) {
          const target = userFigureDrillDown(key, entry.user, answer);
          if (target) drillDowns[key] = target;
        }
        return {
          key: entry.user,
          cells: {
            user: userLabel(entry, t),
            ...Object.fromEntries(keys.map((key) => [key, figures[key]])),
          },
          // A named user's login, on hovering their name: two people may share one.
          ...(entry.name ? { notes: { user: { title: entry.user } } } : {}),
          drillDowns,
          attributes: { 'data-user': entry.user },
        };
      });
      return { columns, rows };
    },
  };
}
