import { and, asc, between, count, eq, inArray, max } from 'drizzle-orm';
import type { FeedKind, StationKind } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import {
  feedIntakes,
  feedingStations,
  stationNotifications,
  stationVisits,
} from '../db/schema/index.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * One sow's feeding over a few days, for her card (docs/animals.md, "Feeding"): her daily
 * intakes, her visits by day and station, and the alarms of the stations she used.
 */

export type DayRange = { from: string; to: string };

export type AnimalIntakeRow = {
  date: string;
  kind: FeedKind;
  targetG: number;
  distributedG: number;
  curvePercent: number | null;
  stationId: string | null;
  station: string | null;
};

/** Her daily intakes of the days, oldest first (gestation before lactation on a day). */
export function listAnimalIntakes(
  db: Executor,
  site: RecordsSite,
  animalId: string,
  days: DayRange,
): Promise<AnimalIntakeRow[]> {
  return db
    .select({
      date: feedIntakes.date,
      kind: feedIntakes.kind,
      targetG: feedIntakes.targetG,
      distributedG: feedIntakes.distributedG,
      curvePercent: feedIntakes.curvePercent,
      stationId: feedIntakes.stationId,
      station: feedingStations.name,
    })
    .from(feedIntakes)
    .leftJoin(
      feedingStations,
      and(
        eq(feedingStations.tenantId, feedIntakes.tenantId),
        eq(feedingStations.id, feedIntakes.stationId),
      ),
    )
    .where(
      and(
        eq(feedIntakes.tenantId, site.tenantId),
        eq(feedIntakes.siteId, site.id),
        eq(feedIntakes.animalId, animalId),
        between(feedIntakes.date, days.from, days.to),
      ),
    )
    .orderBy(asc(feedIntakes.date), asc(feedIntakes.kind));
}

export type AnimalVisitsRow = {
  date: string;
  stationId: string;
  station: string;
  stationKind: StationKind;
  visits: number;
  lastAt: Date;
};

/** Her visits of the days, counted by day and station, with the last one of each. */
export async function listAnimalVisits(
  db: Executor,
  site: RecordsSite,
  animalId: string,
  days: DayRange,
): Promise<AnimalVisitsRow[]> {
  const rows = await db
    .select({
      date: stationVisits.date,
      stationId: stationVisits.stationId,
      station: feedingStations.name,
      stationKind: feedingStations.kind,
      visits: count(),
      lastAt: max(stationVisits.at),
    })
    .from(stationVisits)
    .innerJoin(
      feedingStations,
      and(
        eq(feedingStations.tenantId, stationVisits.tenantId),
        eq(feedingStations.id, stationVisits.stationId),
      ),
    )
    .where(
      and(
        eq(stationVisits.tenantId, site.tenantId),
        eq(stationVisits.siteId, site.id),
        eq(stationVisits.animalId, animalId),
        between(stationVisits.date, days.from, days.to),
      ),
    )
    .groupBy(
      stationVisits.date,
      stationVisits.stationId,
      feedingStations.name,
      feedingStations.kind,
    );
  return rows.map((row) => ({ ...row, lastAt: row.lastAt! }));
}

export type StationAlarmRow = {
  date: string;
  at: Date;
  code: number;
  stationId: string;
  station: string;
};

/** The alarms of these stations over the days, oldest first. */
export function listStationAlarms(
  db: Executor,
  site: RecordsSite,
  stationIds: readonly string[],
  days: DayRange,
): Promise<StationAlarmRow[]> {
  if (stationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      date: stationNotifications.date,
      stationId: stationNotifications.stationId,
      at: stationNotifications.at,
      code: stationNotifications.code,
      station: feedingStations.name,
    })
    .from(stationNotifications)
    .innerJoin(
      feedingStations,
      and(
        eq(feedingStations.tenantId, stationNotifications.tenantId),
        eq(feedingStations.id, stationNotifications.stationId),
      ),
    )
    .where(
      and(
        eq(stationNotifications.tenantId, site.tenantId),
        eq(stationNotifications.siteId, site.id),
        inArray(stationNotifications.stationId, [...stationIds]),
        between(stationNotifications.date, days.from, days.to),
      ),
    )
    .orderBy(asc(stationNotifications.at));
}
