import {
  feedIntakeSchema,
  stationKindOf,
  stationNotificationSchema,
  stationVisitSchema,
  type FeedIntake,
  type StationNotification,
  type StationVisit,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  insertIntakes,
  insertVisits,
  intakeValues,
  listStoredIntakes,
  listStoredNotifications,
  listStoredVisits,
  updateIntake,
  updateVisitQuantity,
  type IntakeValues,
  type NotificationValues,
  type VisitValues,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import type { Locate } from '../../lib/exchange-http.js';
import type { ImportResult } from '../herd-records/schemas.js';
import { recordStationNotifications } from '../webhooks/station-notifications.js';
import {
  checkAnimalRecords,
  daysSpanning,
  importFeedingRecords,
  StationsNamed,
  writeByKey,
} from './exchange-import.js';

/** Imports of the feeding activity: daily intakes, station visits, notifications. */

const key = (...parts: (string | number)[]) => parts.join('\u0000');

/**
 * Imports daily feed intakes into a site, all or nothing (docs/feeding.md). An intake is known by
 * (animal, date, kind): the same values again leave it unchanged, other values update it. The
 * animal must be a herd animal of the site; a station named for the first time is created.
 */
export function importFeedIntakes(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
  now: Date,
): Promise<ImportResult> {
  return importFeedingRecords(db, site, inputs, locate, {
    schema: feedIntakeSchema,
    field: 'intake',
    noun: 'a feed intake',
    topic: 'feeding',
    check: (tx, intakes, check) =>
      checkAnimalRecords(tx, site, intakes, check, (intake, position, animalId, stations) => {
        const what = `the ${intake.kind} intake of this animal and day`;
        if (check.repeats(key(animalId, intake.date, intake.kind), position, 'date', what)) return;
        if (intake.station === undefined) return;
        const reason = stations.need(intake.station, stationKindOf(intake.kind));
        if (reason) check.fail(position, 'station', reason);
      }),
    async write(tx, intakes: FeedIntake[], { animalIds, stations }) {
      const stationIds = await stations.ensure(tx, site);
      const records = intakes.map((intake) =>
        intakeValues(
          intake,
          animalIds.get(intake.animal)!,
          intake.station === undefined ? null : stationIds.get(intake.station)!.id,
        ),
      );
      return writeByKey(records, {
        stored: await listStoredIntakes(tx, site, daysSpanning(intakes.map((x) => x.date))),
        keyOf: (x) => key(x.animalId, x.date, x.kind),
        same: sameIntake,
        update: (before, values) => updateIntake(tx, site, before.id, values, now),
        create: (values) => insertIntakes(tx, site, values),
      });
    },
  });
}

function sameIntake(a: IntakeValues, b: IntakeValues): boolean {
  // curve_percent is stored as a 4-byte real: compare at the precision it keeps.
  const percent = (v: number | null) => (v === null ? null : Math.fround(v));
  return (
    a.targetG === b.targetG &&
    a.distributedG === b.distributedG &&
    percent(a.curvePercent) === percent(b.curvePercent) &&
    a.day === b.day &&
    a.stationId === b.stationId
  );
}

/**
 * Rows whose day was stored in another time zone of the site (its zone changed) are still found:
 * stored rows are looked up one day either side of the import's days.
 */
const ZONE_MARGIN_DAYS = 1;

/**
 * Imports gestation-station visits, all or nothing. A visit is known by (animal, station, time):
 * the same quantity again leaves it unchanged, another one updates it. The animal must be a herd
 * animal of the site; a station named for the first time is created as a gestation station.
 */
export function importStationVisits(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
): Promise<ImportResult> {
  return importFeedingRecords(db, site, inputs, locate, {
    schema: stationVisitSchema(site.timezone),
    field: 'visit',
    noun: 'a station visit',
    topic: 'feeding',
    check: (tx, visits, check) =>
      checkAnimalRecords(tx, site, visits, check, (visit, position, animalId, stations) => {
        const visitKey = key(animalId, visit.station, visit.time.at.getTime());
        const what = 'the visit of this animal to this station at this time';
        if (check.repeats(visitKey, position, 'time', what)) return;
        const reason = stations.need(visit.station, 'gestation_station');
        if (reason) check.fail(position, 'station', reason);
      }),
    async write(tx, visits: StationVisit[], { animalIds, stations }) {
      const stationIds = await stations.ensure(tx, site);
      const days = daysSpanning(
        visits.map((v) => v.time.date),
        ZONE_MARGIN_DAYS,
      );
      const records = visits.map((visit): VisitValues => ({
        animalId: animalIds.get(visit.animal)!,
        stationId: stationIds.get(visit.station)!.id,
        date: visit.time.date,
        at: visit.time.at,
        quantityG: visit.quantity_g,
      }));
      return writeByKey(records, {
        stored: await listStoredVisits(tx, site, days),
        keyOf: (x) => key(x.animalId, x.stationId, x.at.getTime()),
        same: (before, values) => before.quantityG === values.quantityG,
        update: (before, values) => updateVisitQuantity(tx, site, before.id, values.quantityG),
        create: (values) => insertVisits(tx, site, values),
      });
    },
  });
}

/**
 * Imports station notifications, all or nothing. A notification is known by (station, code,
 * time): there is nothing else to it, so one already stored is unchanged (its `seen` kept). The
 * station must be stored already (stations import, or intakes and visits naming it).
 */
export function importStationNotifications(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
  now: Date,
): Promise<ImportResult> {
  return importFeedingRecords(db, site, inputs, locate, {
    schema: stationNotificationSchema(site.timezone),
    field: 'notification',
    noun: 'a station notification',
    topic: 'notifications',
    async check(tx, notifications, check) {
      const stations = await StationsNamed.of(tx, site);
      for (const { record: n, position } of notifications) {
        const what = 'the notification of this station, code and time';
        if (check.repeats(key(n.station, n.code, n.time.at.getTime()), position, 'time', what))
          continue;
        const reason = stations.known(n.station);
        if (reason) check.fail(position, 'station', reason);
      }
      return stations;
    },
    async write(tx, notifications: StationNotification[], stations) {
      const stationIds = await stations.ensure(tx, site);
      const days = daysSpanning(
        notifications.map((n) => n.time.date),
        ZONE_MARGIN_DAYS,
      );
      const stored = new Set(
        (await listStoredNotifications(tx, site, days)).map((s) =>
          key(s.stationId, s.code, s.at.getTime()),
        ),
      );
      const toCreate: NotificationValues[] = [];
      for (const n of notifications) {
        const values: NotificationValues = {
          stationId: stationIds.get(n.station)!.id,
          code: n.code,
          date: n.time.date,
          at: n.time.at,
        };
        if (!stored.has(key(values.stationId, values.code, values.at.getTime())))
          toCreate.push(values);
      }
      await recordStationNotifications(tx, site, toCreate, now);
      return {
        created: toCreate.length,
        updated: 0,
        unchanged: notifications.length - toCreate.length,
      };
    },
  });
}
