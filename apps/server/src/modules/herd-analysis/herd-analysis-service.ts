import {
  dayNumber,
  FARROWING_RATE_LAG_DAYS,
  pigletMortality,
  reproductionAnalysis,
  roomOfPlace,
  roomsByPlace,
  sowWithdrawals,
  type PigletMortality,
  type PigletMortalityFilters,
  type ReportPeriod,
  type ReproductionAnalysis,
  type ReproductionAnalysisFilters,
  type SowWithdrawals,
  type SowWithdrawalsFilters,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { listLocations } from '../../repositories/locations-repository.js';
import { listLitters, listPigletDeaths } from '../../repositories/piglet-deaths-repository.js';
import { femaleDays, listRemovals } from '../../repositories/removals-repository.js';
import { listServiceRows } from '../../repositories/service-outcomes-repository.js';

/**
 * The herd analysis reports (docs/herd-analysis.md): the rows each reads from the site's derived
 * facts and records, built into the answer by the domain's rules, the same the server tests
 * apply to the reference timelines' rows.
 */

const daysOf = (period: ReportPeriod) => ({
  from: dayNumber(period.from),
  to: dayNumber(period.to),
});

/** Each location of the site's tree with its room. */
async function siteRooms(db: Executor, site: RecordsSite): Promise<Map<string, string>> {
  const locations = await listLocations(db, site);
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return roomsByPlace(
    locations.map((location) => ({
      name: location.name,
      kind: location.kind,
      parent: location.parentId === null ? null : (names.get(location.parentId) ?? null),
    })),
  );
}

export async function pigletMortalityOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  filters: PigletMortalityFilters,
): Promise<PigletMortality> {
  await ensureHerdFacts(db, site);
  const { from, to } = daysOf(period);
  const [deaths, litters, rooms] = await Promise.all([
    listPigletDeaths(db, site, from, to),
    listLitters(db, site, from, to),
    siteRooms(db, site),
  ]);
  const room = <Row extends { place: string | null }>({ place, ...row }: Row) => ({
    ...row,
    room: roomOfPlace(place, rooms),
  });
  return pigletMortality(period, deaths.map(room), litters.map(room), filters);
}

export async function sowWithdrawalsOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  filters: SowWithdrawalsFilters,
): Promise<SowWithdrawals> {
  await ensureHerdFacts(db, site);
  const { from, to } = daysOf(period);
  const [removals, days] = await Promise.all([
    listRemovals(db, site, from, to),
    femaleDays(db, site, from, to),
  ]);
  return sowWithdrawals(period, removals, days, filters);
}

/** The period's services and those of its farrowing-rate window, 115 days earlier. */
export async function reproductionAnalysisOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  today: string,
  filters: ReproductionAnalysisFilters,
): Promise<ReproductionAnalysis> {
  await ensureHerdFacts(db, site);
  const { from, to } = daysOf(period);
  const services = await listServiceRows(db, site, from - FARROWING_RATE_LAG_DAYS, to);
  return reproductionAnalysis(period, today, services, filters);
}
