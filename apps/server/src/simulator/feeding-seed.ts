import { zonedInstant, type HerdRecord } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import {
  ensureStations,
  insertCurves,
  insertIntakes,
  insertNotifications,
  insertVisits,
  intakeValues,
} from '../repositories/feeding-repository.js';
import { findAnimalIds, type RecordsSite } from '../repositories/herd-records-repository.js';
import { simulateFeeding, type SimStation } from './feeding.js';

const DAY_MS = 86_400_000;

/**
 * Writes the simulated feeding of a site's last `days` days (ending `today`) with batched inserts:
 * stations, curves, daily intakes, visits and notifications (those before yesterday marked seen).
 * The herd's animals must already be stored.
 */
export async function seedFeeding(
  tx: Executor,
  site: RecordsSite,
  records: HerdRecord[],
  options: { seed: number; today: string; days: number },
): Promise<{ intakes: number; visits: number; notifications: number; stations: SimStation[] }> {
  const to = options.today;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (options.days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const yesterday = new Date(Date.parse(`${to}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const feeding = simulateFeeding(records, { seed: options.seed, from, to });
  const stations = await ensureStations(tx, site, feeding.stations);
  await insertCurves(tx, site, feeding.curves);
  const animalIds = await findAnimalIds(tx, site, [
    ...new Set(feeding.intakes.map((i) => i.animal)),
  ]);
  const stationId = (name: string) => stations.get(name)!.id;
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
      at: zonedInstant(v.date, v.time, site.timezone),
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
      at: zonedInstant(n.date, n.time, site.timezone),
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
