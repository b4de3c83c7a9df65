import { sumUserTallies, userFigureKind, userFigures, type UserFigureKey } from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type {
  ReportContext,
  ReportDefinition,
  ReportFilter,
} from '../../../lib/reports/report-definition';
import { getUsersReport, type UsersReportAnswer } from '../api/get-users-report';
import { sectionView, shortUserLabel, teamFigures, userLabel } from './user-sections';

export type UsersTileKey = 'performances-users' | 'breedings';

/**
 * The user filter: one or several users, narrowing the rows and the figures (the chosen users
 * together); compared, one column of figures per user.
 */
const userFilter: ReportFilter<UsersReportAnswer> = {
  id: 'user',
  labelKey: 'usersReport.columns.user',
  options: (answer, t) =>
    (answer?.users ?? []).map((entry) => ({ value: entry.user, label: userLabel(entry, t) })),
  narrow: (answer, values) => {
    const users = answer.users.filter((entry) => values.includes(entry.user));
    return { ...answer, users, total: sumUserTallies(users) };
  },
  comparable: true,
};

/** One figure per user, as bars: the chart of a users tile. */
const perUserChart =
  (key: UserFigureKey) =>
  (answer: UsersReportAnswer, context: ReportContext & { colours: ChartColours }) => {
    const { t, prefs, colours } = context;
    const metric = t(`usersReport.figures.${key}`);
    return categoryChart({
      categories: answer.users.map((entry) => shortUserLabel(entry, t)),
      series: [
        {
          name: metric,
          type: 'bar',
          values: answer.users.map((entry) => userFigures(entry)[key]),
        },
      ],
      colours,
      kind: userFigureKind(key),
      prefs,
      metric,
      namedCategories: true,
    });
  };

function usersReport(options: {
  key: UsersTileKey;
  titleKey: string;
  figures: readonly UserFigureKey[];
  sections: Parameters<typeof sectionView>[0][];
  chart: UserFigureKey;
}): ReportDefinition<UsersReportAnswer> {
  const [first, ...others] = options.sections.map(sectionView);
  return {
    key: options.key,
    titleKey: options.titleKey,
    fetch: (request, signal) => {
      // Both tiles have a stored period (TILES), so their requests always carry a range.
      if (!request.range) throw new RangeError(`${options.key} needs a period`);
      return getUsersReport(request.siteId, request.range, signal);
    },
    filters: [userFilter],
    figures: (answer, context) => teamFigures(options.figures, answer, context),
    views: [first!, ...others],
    chart: perUserChart(options.chart),
    isEmpty: (answer) => answer.users.length === 0,
  };
}

/**
 * The users report (spec §2; report key performances-users): per user, the pregnancy checks
 * and how many were right, the litters and weanings they recorded, the farrowing rate of their
 * services and the services themselves (docs/kpis.md, "Users report").
 */
export const usersReportDefinition = usersReport({
  key: 'performances-users',
  titleKey: 'pages.usersReport',
  figures: [
    'services',
    'far_rate',
    'pc_checks_right',
    'born_alive',
    'checks',
    'litters',
    'stillborn',
    'weanings',
    'weaned_per_litter',
    'matured_services',
  ],
  sections: ['diagnosis', 'farrowing', 'reproduction', 'breedings'],
  chart: 'far_rate',
});

/** Breedings by user (report key breedings): services and what became of them. */
export const breedingsDefinition = usersReport({
  key: 'breedings',
  titleKey: 'usersReport.tiles.breedings',
  figures: ['services', 'first_services', 'pc_repeat_services', 'far_rate', 'matured_services'],
  sections: ['breedings', 'reproduction'],
  chart: 'services',
});
