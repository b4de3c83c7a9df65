import { FilterDrawer } from './filter-drawer';
import type { useReportTile } from './use-report-tile';

/**
 * The tile's filter panel. Opened from "Compare sites", it starts on the site comparison with
 * the current site chosen.
 */
export function TileFilterDrawer<Answer>({
  state,
  siteId,
  opened,
  focus,
  onClose,
}: {
  state: ReturnType<typeof useReportTile<Answer>>;
  siteId: string;
  opened: boolean;
  focus: 'filters' | 'sites';
  onClose: () => void;
}) {
  const { tile } = state;
  const initial =
    focus === 'sites' && state.comparison.kind !== 'sites'
      ? { ...state.draft, comparison: { kind: 'sites' as const, siteIds: [siteId] } }
      : state.draft;
  const comparable = state.filterChoices.filter((filter) => filter.comparable);
  return (
    <FilterDrawer
      opened={opened}
      initial={initial}
      onApply={state.apply}
      onClose={onClose}
      shape={{
        period: tile.period,
        lactationDays: tile.lactationDays,
        today: state.today,
        maxDays: tile.maxDays ?? null,
        filters: state.filterChoices,
        currentSiteId: siteId,
        comparison: {
          sites: state.sites,
          range: state.range,
          singleDays: tile.period === 'day',
          filters: comparable,
          groups: state.groups,
          // Groups keep values of the report's first comparable filter.
          groupFilter: comparable[0]?.id ?? null,
          onSaveGroup: state.saveGroup,
        },
      }}
    />
  );
}
