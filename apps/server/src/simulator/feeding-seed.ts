import { zonedInstants, type FeedingArea, type HerdRecord } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateInZone, timeInZone } from '../lib/dates.js';
import {
  ensureStations,
  insertCurves,
  insertIntakes,
  insertNotifications,
  insertVisits,
  intakeValues,
} from '../repositories/feeding-repository.js';
import { findAnimalIds, type RecordsSite } from '../repositories/herd-records-repository.js';
import { onlyKinds, simulateFeeding, type SimStation } from './feeding.js';

const DAY_MS = 86_400_000;

/**
 * Writes the simulated feeding of a site's last `days` days up to `now` (today's feeding day as
 * far as it has gone in the site's time zone) with batched inserts: stations, curves, daily
 * intakes, visits and notifications (those before yesterday marked seen). The herd's animals
 * must already be stored.
 */
export async function seedFeeding(
  tx: Executor,
  site: RecordsSite,
  records: HerdRecord[],
  options: { seed: number; now: Date; days: number; kinds: readonly FeedingArea[] },
): Promise<{ intakes: number; visits: number; notifications: number; stations: SimStation[] }> {
  const to = dateInZone(options.now, site.timezone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (options.days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const yesterday = new Date(Date.parse(`${to}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const feeding = onlyKinds(
    simulateFeeding(records, {
      seed: options.seed,
      from,
      to,
      asOf: timeInZone(options.now, site.timezone),
    }),
    options.kinds,
  );
  const stations = await ensureStations(tx, site, feeding.stations);
  await insertCurves(tx, site, feeding.curves);
  const animalIds = await findAnimalIds(tx, site, [
    ...new Set(feeding.intakes.map((i) => i.animal)),
  ]);
  const stationId = (name: string) => stations.get(name)!.id;
  const instant = zonedInstants(site.timezone);
  await insertIntakes(
    tx,
    site,
    feeding.intakes.map((intake) =>
      intakeValues(
        intake,
        animalIds.get(intake.animal)!,
        intake.station === undefined ? null : stationId(intake.station),
      ),
    ),
  );
  await insertVisits(
    tx,
    site,
    feeding.visits.map((v) => ({
      animalId: animalIds.get(v.animal)!,
      stationId: stationId(v.station),
      date: v.date,
      at: instant(v.date, v.time),
      quantityG: v.quantity_g,
    })),
  );
  await insertNotifications(
    tx,
    site,
    feeding.notifications.map((n) => ({
      stationId: stationId(n.station),
      code: n.code,
      date: n.date,
      at: instant(n.date, n.time),
      seen: n.date < yesterday,
    })),
  );
  return {
    intakes: feeding.intakes.length,
    visits: feeding.visits.length,
    notifications: feeding.notifications.length,
    stations: feeding.stations,
  };
}
