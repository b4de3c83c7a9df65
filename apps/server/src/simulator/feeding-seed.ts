import { zonedInstants, type FeedingArea, type HerdRecord } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateInZone, timeInZone } from '../lib/dates.js';
import {
  ensureStations,
  insertCurves,
  insertIntakes,
  insertVisits,
  intakeValues,
} from '../repositories/feeding-repository.js';
import { findAnimalIds, type RecordsSite } from '../repositories/herd-records-repository.js';
import { recordStationNotifications } from '../modules/webhooks/station-notifications.js';
import { onlyKinds, simulateFeeding, type SimStation, type SimulatedFeeding } from './feeding.js';

const DAY_MS = 86_400_000;

/** A site's simulated feeding from the date `from` up to `now` on the site's clock, of `kinds`. */
export function feedingUntil(
  records: HerdRecord[],
  timeZone: string,
  options: {
    seed: number;
    from: string;
    now: Date;
    kinds: readonly FeedingArea[];
    stations?: readonly SimStation[];
  },
): SimulatedFeeding {
  return onlyKinds(
    simulateFeeding(records, {
      seed: options.seed,
      from: options.from,
      to: dateInZone(options.now, timeZone),
      asOf: timeInZone(options.now, timeZone),
      ...(options.stations ? { stations: options.stations } : {}),
    }),
    options.kinds,
  );
}

/**
 * Stores simulated feeding with batched inserts: stations, daily intakes, visits and
 * notifications. The herd's animals must already be stored.
 * - `since`: only the visits and notifications from that instant's whole second on (what an
 *   earlier write up to `since` lacks: the simulator's times are whole seconds);
 * - `replacedAt`: intakes already stored take the new figures, updated at that instant;
 * - `seenBefore`: notifications of earlier dates are marked seen.
 */
export async function storeFeeding(
  tx: Executor,
  site: RecordsSite,
  feeding: SimulatedFeeding,
  options: { since?: Date; replacedAt?: Date; seenBefore?: string; now: Date },
): Promise<void> {
  const stations = await ensureStations(tx, site, feeding.stations);
  const stationId = (name: string) => stations.get(name)!.id;
  const animalIds = await findAnimalIds(tx, site, [
    ...new Set(feeding.intakes.map((i) => i.animal)),
  ]);
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
    options.replacedAt,
  );
  const since = options.since ? Math.floor(options.since.getTime() / 1000) * 1000 : -Infinity;
  const instant = zonedInstants(site.timezone);
  const timed = <T extends { date: string; time: string }>(items: T[]) =>
    items.flatMap((item) => {
      const at = instant(item.date, item.time);
      return at.getTime() >= since ? [{ item, at }] : [];
    });
  await insertVisits(
    tx,
    site,
    timed(feeding.visits).map(({ item: v, at }) => ({
      animalId: animalIds.get(v.animal)!,
      stationId: stationId(v.station),
      date: v.date,
      at,
      quantityG: v.quantity_g,
    })),
  );
  await recordStationNotifications(
    tx,
    site,
    timed(feeding.notifications).map(({ item: n, at }) => ({
      stationId: stationId(n.station),
      code: n.code,
      date: n.date,
      at,
      seen: options.seenBefore !== undefined && n.date < options.seenBefore,
    })),
    options.now,
  );
}

/**
 * Writes the simulated feeding of a site's last `days` days up to `now` (today's feeding day as
 * far as it has gone in the site's time zone): stations, curves, daily intakes, visits and
 * notifications (those before yesterday marked seen).
 */
export async function seedFeeding(
  tx: Executor,
  site: RecordsSite,
  records: HerdRecord[],
  options: { seed: number; now: Date; days: number; kinds: readonly FeedingArea[] },
): Promise<{ intakes: number; visits: number; notifications: number; stations: SimStation[] }> {
  const to = dateInZone(options.now, site.timezone);
  const dayBefore = (days: number) =>
    new Date(Date.parse(`${to}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const feeding = feedingUntil(records, site.timezone, {
    seed: options.seed,
    from: dayBefore(options.days - 1),
    now: options.now,
    kinds: options.kinds,
  });
  await insertCurves(tx, site, feeding.curves);
  await storeFeeding(tx, site, feeding, { seenBefore: dayBefore(1), now: options.now });
  return {
    intakes: feeding.intakes.length,
    visits: feeding.visits.length,
    notifications: feeding.notifications.length,
    stations: feeding.stations,
  };
}
