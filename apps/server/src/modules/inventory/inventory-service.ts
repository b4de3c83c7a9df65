import {
  crateCalendarDays,
  dayNumber,
  farrowingInventory,
  herdInventory,
  inventoryFemale,
  litterSpans,
  locationUse,
  placeIndex,
  type FarrowingInventory,
  type HerdInventory,
  type LocationUse,
  type ReportPeriod,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import {
  countLitters,
  loadFemalesOnDay,
  loadLitterEvents,
  loadParityExits,
  loadServicesAtStayStarts,
  loadStays,
} from '../../repositories/herd-inventory-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { findSiteLactationTarget } from '../herd-records/site-lactation-target.js';
import { averageInventories } from '../kpis/average-inventory.js';
import { sitePlaces } from './site-places.js';

/**
 * The inventory reports (docs/inventory.md): the repository loads what the domain's builders
 * read (females present with their recent events, stays, parity exits), the builders answer.
 */

/** The herd inventory on the period's last day, and the period's average inventories (KPIs). */
export async function herdInventoryOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  maturityAge: number,
): Promise<HerdInventory> {
  await ensureHerdFacts(db, site);
  const to = dayNumber(period.to);
  const [females, exits, places, averages] = await Promise.all([
    loadFemalesOnDay(db, site, to),
    loadParityExits(db, site, dayNumber(period.from), to),
    sitePlaces(db, site),
    averageInventories(db, site, period),
  ]);
  return herdInventory({
    period,
    maturityAge,
    females: females.map((female) => inventoryFemale(female, to)),
    places: placeIndex(places),
    exits,
    averages,
  });
}

/** The litters on hand on `date`, due to wean at the site's target lactation length. */
export async function farrowingInventoryOf(
  db: Executor,
  site: RecordsSite,
  date: string,
): Promise<FarrowingInventory> {
  await ensureHerdFacts(db, site);
  const [females, places, lactationLength] = await Promise.all([
    loadFemalesOnDay(db, site, dayNumber(date)),
    sitePlaces(db, site),
    findSiteLactationTarget(db, site.id),
  ]);
  return farrowingInventory({
    date,
    lactationLength,
    females,
    places: placeIndex(places),
  });
}

/** The use of each room and place over the period, and the crate calendar of its last weeks. */
export async function locationUseOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
): Promise<LocationUse> {
  await ensureHerdFacts(db, site);
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  const [stayed, places, litters, services] = await Promise.all([
    loadStays(db, site, from, to),
    sitePlaces(db, site),
    countLitters(db, site, from, to),
    loadServicesAtStayStarts(db, site, from, to),
  ]);
  const stays = [...stayed].map(([animal, own]) => ({ animal, ...own }));
  // Litters matter only to the calendar: read them for the animals in its crates. Animals are
  // known by id here: location use names places, never females.
  const calendar = crateCalendarDays(period);
  const crates = new Set(
    places.filter((place) => place.kind === 'farrowing_crate').map((place) => place.name),
  );
  const inCrates = stays
    .filter(({ stays: own }) =>
      own.some(
        (stay) =>
          crates.has(stay.location) &&
          stay.from <= calendar.to &&
          (stay.to === null || stay.to > calendar.from),
      ),
    )
    .map(({ animal }) => animal);
  const litterEvents = await loadLitterEvents(db, site, inCrates, calendar.from, calendar.to);
  return locationUse({
    period,
    places,
    animals: stays.map((animal) => ({
      ...animal,
      litters: litterSpans(litterEvents.get(animal.animal) ?? []),
      services: services.get(animal.animal) ?? [],
    })),
    litters,
  });
}
