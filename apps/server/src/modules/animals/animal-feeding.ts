import {
  dateOfDay,
  dayNumber,
  type AnimalFeeding,
  type FeedKind,
  type StationKind,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  listAnimalIntakes,
  listAnimalVisits,
  listStationAlarms,
} from '../../repositories/animal-feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

/** The days of feeding a card shows: the site's today and the 29 before it. */
export const CARD_FEEDING_DAYS = 30;

const FEED_KIND_OF_STATION: Record<StationKind, FeedKind> = {
  gestation_station: 'gestation',
  lactation_feeder: 'lactation',
};

/**
 * Her feeding at the stations over the CARD_FEEDING_DAYS to `today` (docs/animals.md,
 * "Feeding"): each day's intake (planned and given) with her visits to stations of its kind
 * that day, her last station, curve and visit, and the alarms of each station on the days she
 * used it. Null when she has neither an intake nor a visit in those days.
 */
export async function animalFeedingOf(
  db: Executor,
  site: RecordsSite,
  animalId: string,
  today: string,
): Promise<AnimalFeeding | null> {
  const days = { from: dateOfDay(dayNumber(today) - CARD_FEEDING_DAYS + 1), to: today };
  const [intakes, visits] = await Promise.all([
    listAnimalIntakes(db, site, animalId, days),
    listAnimalVisits(db, site, animalId, days),
  ]);
  if (intakes.length === 0 && visits.length === 0) return null;

  // Visits by day and kind of feeding (`date kind`), and the days she used each station.
  const visitsOn = new Map<string, number>();
  const usedOn = new Map<string, Set<string>>();
  const use = (stationId: string, date: string) =>
    usedOn.set(stationId, (usedOn.get(stationId) ?? new Set()).add(date));
  for (const visit of visits) {
    const key = `${visit.date} ${FEED_KIND_OF_STATION[visit.stationKind]}`;
    visitsOn.set(key, (visitsOn.get(key) ?? 0) + visit.visits);
    use(visit.stationId, visit.date);
  }
  for (const intake of intakes) if (intake.stationId !== null) use(intake.stationId, intake.date);
  const alarms = await listStationAlarms(db, site, [...usedOn.keys()], days);

  const lastVisit = visits.reduce<(typeof visits)[number] | null>(
    (last, visit) => (last === null || visit.lastAt > last.lastAt ? visit : last),
    null,
  );
  const lastIntake = intakes.at(-1);
  return {
    station: lastIntake?.station ?? lastVisit?.station ?? null,
    curve_percent: lastIntake?.curvePercent ?? null,
    last_visit: lastVisit?.lastAt.toISOString() ?? null,
    days: intakes.map((intake) => ({
      date: intake.date,
      kind: intake.kind,
      target_g: intake.targetG,
      distributed_g: intake.distributedG,
      visits: visitsOn.get(`${intake.date} ${intake.kind}`) ?? 0,
    })),
    alarms: alarms
      .filter((alarm) => usedOn.get(alarm.stationId)?.has(alarm.date))
      .map((alarm) => ({ at: alarm.at.toISOString(), code: alarm.code, station: alarm.station })),
  };
}
