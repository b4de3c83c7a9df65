import {
  feedCurveSchema,
  feedingStationSchema,
  stationKindOf,
  type FeedCurve,
  type FeedingStation,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { FeedCurvePoint } from '../../db/schema/index.js';
import {
  ensureStations,
  insertCurves,
  listCurves,
  listStations,
  updateCurve,
  updateStationLocation,
  type CurveRow,
  type StationRow,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import type { Locate } from '../../lib/exchange-http.js';
import type { ImportResult } from '../herd-records/schemas.js';
import { importFeedingRecords, STATION_KIND_NAMES } from './exchange-import.js';

/** Imports of a site's feeding setup: stations and feed curves. */

/**
 * Imports stations and feeders, all or nothing. A station is known by its name: the same
 * location again leaves it unchanged, another one (or none) updates it. Its kind cannot change.
 */
export function importFeedingStations(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
): Promise<ImportResult> {
  return importFeedingRecords(db, site, inputs, locate, {
    schema: feedingStationSchema,
    field: 'station',
    noun: 'a station',
    async check(tx, stations, check) {
      const stored = new Map((await listStations(tx, site)).map((s) => [s.name, s]));
      for (const { record: station, position } of stations) {
        if (check.repeats(station.name, position, 'name', 'the station of this name')) continue;
        const before = stored.get(station.name);
        if (before && before.kind !== stationKindOf(station.kind))
          check.fail(
            position,
            'kind',
            `cannot change: ${station.name} is ${STATION_KIND_NAMES[before.kind]}`,
          );
      }
      return stored;
    },
    async write(tx, stations: FeedingStation[], stored: Map<string, StationRow>) {
      const toCreate: { name: string; kind: StationRow['kind']; location: string | null }[] = [];
      let updated = 0;
      let unchanged = 0;
      for (const station of stations) {
        const location = station.location ?? null;
        const before = stored.get(station.name);
        if (!before)
          toCreate.push({ name: station.name, kind: stationKindOf(station.kind), location });
        else if (before.location === location) unchanged++;
        else {
          await updateStationLocation(tx, site, before.id, location);
          updated++;
        }
      }
      if (toCreate.length > 0) await ensureStations(tx, site, toCreate);
      return { created: toCreate.length, updated, unchanged };
    },
  });
}

/**
 * Imports feed curves (JSON only), all or nothing. A curve is known by its name: the same kind and
 * points again leave it unchanged, others replace them.
 */
export function importFeedCurves(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
): Promise<ImportResult> {
  return importFeedingRecords(db, site, inputs, locate, {
    schema: feedCurveSchema,
    field: 'curve',
    noun: 'a feed curve',
    async check(tx, curves, check) {
      for (const { record: curve, position } of curves)
        check.repeats(curve.name, position, 'name', 'the curve of this name');
      return new Map((await listCurves(tx, site)).map((c) => [c.name, c]));
    },
    async write(tx, curves: FeedCurve[], stored: Map<string, CurveRow>) {
      const toCreate: { name: string; kind: FeedCurve['kind']; points: FeedCurvePoint[] }[] = [];
      let updated = 0;
      let unchanged = 0;
      for (const curve of curves) {
        const values = {
          kind: curve.kind,
          points: curve.points.map(({ day, grams }) => ({ day, grams })),
        };
        const before = stored.get(curve.name);
        if (!before) toCreate.push({ name: curve.name, ...values });
        else if (before.kind === values.kind && samePoints(before.points, values.points))
          unchanged++;
        else {
          await updateCurve(tx, site, before.id, values);
          updated++;
        }
      }
      await insertCurves(tx, site, toCreate);
      return { created: toCreate.length, updated, unchanged };
    },
  });
}

function samePoints(a: FeedCurvePoint[], b: FeedCurvePoint[]): boolean {
  return a.length === b.length && a.every((p, i) => p.day === b[i]!.day && p.grams === b[i]!.grams);
}
