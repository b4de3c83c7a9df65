import type { BinItem } from '@barnboard/domain';
import type { SiloOrder } from './silo-prefs';

export type BuildingGroup = { id: string; name: string; bins: BinItem[] };
export type SiteGroup = { id: string; name: string; buildings: BuildingGroup[] };

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/** Ascending on a number, unknown values last; ties by name. */
function byNumber(pick: (bin: BinItem) => number | null | undefined) {
  return (a: BinItem, b: BinItem) => {
    const x = pick(a) ?? null;
    const y = pick(b) ?? null;
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byText(a.name, b.name);
    }
    return x - y || byText(a.name, b.name);
  };
}

const COMPARE: Record<SiloOrder, (a: BinItem, b: BinItem) => number> = {
  name: (a, b) => byText(a.name, b.name),
  // The emptiest first: the bins to order feed for come at the top.
  fill_level: byNumber((bin) => bin.fill_level),
  days_until_empty: byNumber((bin) => bin.forecast?.days_until_empty),
  quantity: byNumber((bin) => bin.quantity),
};

export function sortBins(bins: readonly BinItem[], order: SiloOrder): BinItem[] {
  return [...bins].sort(COMPARE[order]);
}

/**
 * Bins grouped by site, then building (spec §2 silos page). Sites by name with the current one
 * first; buildings by name; bins in `order`. `siteName` names a site as the user knows it (a
 * shared site by its sharing name).
 */
export function groupBins(
  bins: readonly BinItem[],
  order: SiloOrder,
  currentSiteId: string | null,
  siteName: (bin: BinItem) => string = (bin) => bin.site.name,
): SiteGroup[] {
  const sites = new Map<string, { name: string; buildings: Map<string, BuildingGroup> }>();
  for (const bin of bins) {
    let site = sites.get(bin.site.id);
    if (!site) {
      site = { name: siteName(bin), buildings: new Map() };
      sites.set(bin.site.id, site);
    }
    let building = site.buildings.get(bin.building.cloud_id);
    if (!building) {
      building = { id: bin.building.cloud_id, name: bin.building.name, bins: [] };
      site.buildings.set(bin.building.cloud_id, building);
    }
    building.bins.push(bin);
  }
  return [...sites.entries()]
    .map(([id, site]) => ({
      id,
      name: site.name,
      buildings: [...site.buildings.values()]
        .map((building) => ({ ...building, bins: sortBins(building.bins, order) }))
        .sort((a, b) => byText(a.name, b.name)),
    }))
    .sort((a, b) => {
      if (a.id === currentSiteId || b.id === currentSiteId) return a.id === currentSiteId ? -1 : 1;
      return byText(a.name, b.name);
    });
}
