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
import { importFeedingRecords, STATION_KIND_NAMES, writeByKey } from './exchange-import.js';

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
    topic: 'feeding',
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
    write: (tx, stations: FeedingStation[], stored: Map<string, StationRow>) =>
      writeByKey(
        stations.map((station) => ({
          name: station.name,
          kind: stationKindOf(station.kind),
          location: station.location ?? null,
        })),
        {
          stored: stored.values(),
          keyOf: (x) => x.name,
          same: (before, values) => before.location === values.location,
          update: (before, values) => updateStationLocation(tx, site, before.id, values.location),
          // Creating none would still read the stations back.
          create: async (values) => {
            if (values.length > 0) await ensureStations(tx, site, values);
          },
        },
      ),
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
    topic: 'feeding',
    async check(tx, curves, check) {
      for (const { record: curve, position } of curves)
        check.repeats(curve.name, position, 'name', 'the curve of this name');
      return listCurves(tx, site);
    },
    write: (tx, curves: FeedCurve[], stored: CurveRow[]) =>
      writeByKey(
        curves.map((curve) => ({
          name: curve.name,
          kind: curve.kind,
          points: curve.points.map(({ day, grams }) => ({ day, grams })),
        })),
        {
          stored,
          keyOf: (x) => x.name,
          same: (before, values) =>
            before.kind === values.kind && samePoints(before.points, values.points),
          update: (before, { kind, points }) => updateCurve(tx, site, before.id, { kind, points }),
          create: (values) => insertCurves(tx, site, values),
        },
      ),
  });
}

function samePoints(a: FeedCurvePoint[], b: FeedCurvePoint[]): boolean {
  return a.length === b.length && a.every((p, i) => p.day === b[i]!.day && p.grams === b[i]!.grams);
}
