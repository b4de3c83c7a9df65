import {
  formatDate,
  formatLactationDays,
  TILES,
  toStoredMonths,
  type Site,
} from '@barnboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  comparisonSeries,
  NO_COMPARISON,
  type Comparison,
  type DateRange,
} from '../../lib/reports/comparison';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import {
  filterGroupChange,
  filterGroupsOf,
  lactationDaysChange,
  lactationDaysOf,
  storedTileMonths,
  tilePeriodChange,
  tilePeriodOf,
  type FilterGroup,
} from '../../lib/reports/report-preferences';
import { tileRange } from '../../lib/reports/report-range';
import { siteDay } from '../../lib/site-time/site-clock';
import { comparableSites } from '../../lib/reports/tile-access';
import {
  saveReportPreferences,
  useDisplayPrefs,
  usePreferences,
} from '../../lib/reports/use-report-preferences';
import { narrowAnswer, reportQueryKey, useReportSeries } from '../../lib/reports/use-report-series';
import { useTileAccessContext } from '../../lib/reports/use-tile-access';
import { useSession } from '../../lib/session/session-store';
import { siteLabel } from '../../utils/site-groups';
import type { TileDraft } from './tile-draft';
import { useTileRequest } from './use-tile-request';

/**
 * The state of one tile on one site: its day or stored period, lactation days, filters,
 * comparison and page, the requests they make, and the actions that change them.
 */
export function useReportTile<Answer>(definition: ReportDefinition<Answer>, site: Site) {
  const { t } = useTranslation();
  const key = definition.key;
  const tile = TILES[key];
  const session = useSession().data;
  const access = useTileAccessContext();
  const prefs = usePreferences();
  const displayPrefs = useDisplayPrefs();
  const queryClient = useQueryClient();
  const today = siteDay(site.timezone);

  const [day, setDay] = useState<string | null>(null);
  const [filters, setFilters] = useState<Record<string, string[]>>({});
  const [comparison, setComparison] = useState<Comparison>(NO_COMPARISON);
  const [page, setPage] = useState(1);

  const range = tileRange(key, prefs, today, day ?? today);
  const lactationDays = lactationDaysOf(prefs);
  const lactationText = tile.lactationDays ? formatLactationDays(lactationDays) : null;
  const serverFilters = useMemo(
    () => new Set((definition.filters ?? []).filter((f) => f.server).map((f) => f.id)),
    [definition.filters],
  );
  const { request, local } = useTileRequest(
    site.id,
    range,
    lactationText,
    filters,
    serverFilters,
    page,
  );

  // Every answer of the filters' options and of the comparison's first column.
  const base = useQuery({
    queryKey: reportQueryKey(key, request, definition.queryScope),
    queryFn: ({ signal }) => definition.fetch(request, signal),
  });

  const groups = useMemo(() => filterGroupsOf(prefs, key), [prefs, key]);
  const filterChoices = useMemo(
    () =>
      (definition.filters ?? []).map((filter) => ({
        id: filter.id,
        labelKey: filter.labelKey,
        comparable: filter.comparable,
        options: filter.options(base.data, t),
      })),
    [definition.filters, base.data, t],
  );
  const sites = useMemo(() => {
    if (!tile.siteComparison || !access || !session) return [];
    return comparableSites({ ...access, sites: session.sites }, key).map((one) => ({
      id: one.id,
      label: siteLabel(one, session.memberships),
    }));
  }, [tile.siteComparison, access, session, key]);

  const rangeText = useCallback(
    (one: DateRange) =>
      one.from === one.to
        ? formatDate(one.from, displayPrefs)
        : t('reports.period.range', {
            from: formatDate(one.from, displayPrefs),
            to: formatDate(one.to, displayPrefs),
          }),
    [displayPrefs, t],
  );

  const series = useMemo(
    () =>
      comparisonSeries({ request, local }, comparison, {
        serverFilters,
        groups,
        labels: {
          base: session ? siteLabel(site, session.memberships) : site.name,
          site: (id) => sites.find((one) => one.id === id)?.label ?? id,
          range: rangeText,
          option: (filter, value) =>
            filterChoices.find((one) => one.id === filter)?.options.find((o) => o.value === value)
              ?.label ?? value,
        },
      }),
    [
      request,
      local,
      comparison,
      serverFilters,
      groups,
      session,
      site,
      sites,
      filterChoices,
      rangeText,
    ],
  );
  const results = useReportSeries(definition, series);

  const period = tilePeriodOf(prefs, key);
  const periodText =
    tile.period === 'none' || !range
      ? null
      : tile.period === 'day'
        ? rangeText(range)
        : `${t(`reports.period.last.${period.unit === 'day' ? 'day' : 'month'}`, { count: period.count })} · ${rangeText(range)}`;
  const subtitle = [
    periodText,
    lactationText &&
      t('reports.lactationDays.summary', { from: lactationDays.from, to: lactationDays.to }),
  ]
    .filter(Boolean)
    .join(' · ');

  const draft: TileDraft = {
    day: day ?? today,
    period,
    lactationDays,
    filters,
    comparison,
  };

  function apply(next: TileDraft) {
    const changes: Record<string, unknown> = {};
    if (tile.period === 'period' && toStoredMonths(next.period) !== storedTileMonths(prefs, key)) {
      Object.assign(changes, tilePeriodChange(prefs, key, next.period));
    }
    if (
      tile.lactationDays &&
      formatLactationDays(next.lactationDays) !== formatLactationDays(lactationDays)
    ) {
      Object.assign(changes, lactationDaysChange(prefs, next.lactationDays));
    }
    if (Object.keys(changes).length > 0) saveReportPreferences(changes);
    setDay(next.day === today ? null : next.day);
    setFilters(next.filters);
    setComparison(next.comparison);
    setPage(1);
  }

  function saveGroup(group: FilterGroup) {
    saveReportPreferences(filterGroupChange(prefs, key, group));
  }

  /** The whole answer of a paged report, for an export; the page shown otherwise. */
  async function fullAnswer(): Promise<Answer | undefined> {
    const shown = results[0]?.data;
    if (!definition.paging || comparison.kind !== 'none') return shown;
    const all = await queryClient.fetchQuery({
      queryKey: ['report-all', key, { ...request, page: 0 }, ...(definition.queryScope ?? [])],
      queryFn: () => definition.paging!.fetchAll(request),
    });
    return narrowAnswer(definition, all, local);
  }

  return {
    tile,
    today,
    range,
    subtitle,
    series,
    results,
    comparison,
    draft,
    apply,
    clearComparison: () => setComparison(NO_COMPARISON),
    clearFilters: () => {
      setFilters({});
      setPage(1);
    },
    filters,
    filterChoices,
    groups,
    saveGroup,
    sites,
    page,
    setPage,
    fullAnswer,
    displayPrefs,
    prefs,
  };
}
