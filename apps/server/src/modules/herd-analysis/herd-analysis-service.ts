import {
  dayNumber,
  deathBand,
  FARROWING_RATE_LAG_DAYS,
  pigletMortality,
  reproductionAnalysis,
  parityOnDay,
  roomOfPlace,
  roomsByPlace,
  sowWithdrawals,
  type LitterRow,
  type PigletDeathRow,
  type PigletMortality,
  type PigletMortalityFilters,
  type ReportPeriod,
  type ReproductionAnalysis,
  type ReproductionAnalysisFilters,
  type RemovalRow,
  type ServiceRow,
  type SowWithdrawals,
  type SowWithdrawalsFilters,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { listLocations } from '../../repositories/locations-repository.js';
import { listFemalesSince, type HerdFemale } from '../../repositories/herd-females-repository.js';
import { listMortalityRecords } from '../../repositories/piglet-deaths-repository.js';
import { femaleDays, listRemovals } from '../../repositories/removals-repository.js';
import { listStoredServices } from '../../repositories/service-outcomes-repository.js';

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

/** The female of an event the facts hold: she is one of the females of the period. */
function femaleOf(females: ReadonlyMap<string, HerdFemale>, animalId: string): HerdFemale {
  const female = females.get(animalId);
  if (!female) throw new Error(`no female facts for animal ${animalId}`);
  return female;
}

const parityOf = (female: HerdFemale, day: number) =>
  parityOnDay(female.entryParity, female.farrowingDays, day);

/**
 * A record lies in her life (entry to removal): import validation refuses any other, and the
 * reference timelines leave them out, so the reports do too.
 */
const inLife = (female: HerdFemale, day: number) =>
  female.entryDay <= day && (female.removalDay === null || day <= female.removalDay);

export async function pigletMortalityOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  filters: PigletMortalityFilters,
): Promise<PigletMortality> {
  await ensureHerdFacts(db, site);
  const { from, to } = daysOf(period);
  const [records, females, rooms] = await Promise.all([
    listMortalityRecords(db, site, from, to),
    listFemalesSince(db, site, from),
    siteRooms(db, site),
  ]);
  const deaths: PigletDeathRow[] = [];
  const litters: LitterRow[] = [];
  for (const record of records) {
    const female = females.get(record.animalId);
    if (!female || !inLife(female, record.day)) continue;
    const parity = parityOf(female, record.day);
    const room = roomOfPlace(record.place, rooms);
    if (record.what === 'death') {
      const band = deathBand(female.farrowingDays, record.day);
      deaths.push({
        day: record.day,
        count: record.piglets,
        band,
        cause: record.cause,
        parity,
        room,
      });
    } else {
      litters.push({ day: record.day, bornAlive: record.piglets, parity, room });
    }
  }
  return pigletMortality(period, deaths, litters, filters);
}

export async function sowWithdrawalsOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  filters: SowWithdrawalsFilters,
): Promise<SowWithdrawals> {
  await ensureHerdFacts(db, site);
  const { from, to } = daysOf(period);
  const [removals, days, females] = await Promise.all([
    listRemovals(db, site, from, to),
    femaleDays(db, site, from, to),
    listFemalesSince(db, site, from),
  ]);
  const rows: RemovalRow[] = removals.map(({ animalId, ...removal }) => {
    const female = femaleOf(females, animalId);
    return {
      ...removal,
      animal: female.identity,
      parity: parityOf(female, removal.day),
      entryParity: female.entryParity,
    };
  });
  return sowWithdrawals(period, rows, days, filters);
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
  const windowFrom = from - FARROWING_RATE_LAG_DAYS;
  const [services, females] = await Promise.all([
    listStoredServices(db, site, windowFrom, to),
    listFemalesSince(db, site, windowFrom),
  ]);
  const rows: ServiceRow[] = services.map(({ animalId, previousDay, ...service }) => {
    const female = femaleOf(females, animalId);
    return {
      ...service,
      animal: female.identity,
      parity: parityOf(female, service.day),
      interval: previousDay === null ? null : service.day - previousDay,
    };
  });
  return reproductionAnalysis(period, today, rows, filters);
}
