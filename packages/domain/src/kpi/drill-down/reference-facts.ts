import { buildTimelines } from '../../herd/build-timeline.js';
import { locationStays, type LocationStay } from '../../herd/location.js';
import { isPresentOn, parityOn } from '../../herd/presence.js';
import type { FemaleTimeline } from '../../herd/timeline-types.js';
import type { HerdRecord } from '../../records/record-schema.js';
import type { KpiKey, Period } from '../catalogue.js';
import { UNRECORDED_USER } from '../by-user.js';
import { femaleDaysIn } from '../herd-tally.js';
import { inRange, periodRange, type DayRange } from '../period-range.js';
import type { DrillDownFacts } from './drill-down-facts.js';
import { drillDownDays } from './drill-down-window.js';
import { DRILL_DOWN_RULES } from './drill-down-rules.js';
import { explainKpi, type KpiExplanation } from './explain.js';

/**
 * The reference drill-down of a KPI over a period, from every stored record of a site (as
 * computeKpiReport): its figure equals the report's, and its rows sum to it.
 */
export function computeKpiExplanation(
  records: readonly HerdRecord[],
  key: KpiKey,
  period: Period,
  user: string | null = null,
): KpiExplanation {
  return explainKpi(key, period, drillDownFactsOf(buildTimelines(records), key, period), user);
}

/** The facts the key's rule reads, from the timelines. */
export function drillDownFactsOf(
  timelines: readonly FemaleTimeline[],
  key: KpiKey,
  period: Period,
): DrillDownFacts {
  const rule = DRILL_DOWN_RULES[key];
  const range = periodRange(period);
  const window = drillDownDays(key, period);
  const serviceRange = { from: window.servicesFrom, to: window.servicesTo };
  const facts: { [S in keyof DrillDownFacts]-?: NonNullable<DrillDownFacts[S]>[number][] } = {
    services: [],
    farrowings: [],
    weanings: [],
    pigletDeaths: [],
    removals: [],
    giltEntries: [],
    females: [],
  };
  for (const timeline of timelines) {
    const at = placeFinder(timeline);
    const users = recordedBy(timeline);
    const removal = timeline.removal;
    timeline.services.forEach((service, index) => {
      if (!inRange(service.day, serviceRange)) return;
      facts.services.push({
        ...at(service.day),
        user: users.service[index]!,
        day: service.day,
        first: service.first,
        outcome: service.outcome,
        outcomeDay: service.outcomeDay,
        // The removal that ends a service is her removal: nothing follows it.
        removalKind: service.outcome === 'removed' ? (removal?.kind ?? null) : null,
        // Her life starts at her entry, so her first service there is her first ever.
        daysSinceEntry:
          index === 0 && timeline.entryParity === 0 ? service.day - timeline.entryDay : null,
      });
    });
    timeline.farrowings.forEach((farrowing, index) => {
      if (!inRange(farrowing.day, range)) return;
      const previous = timeline.farrowings[index - 1];
      facts.farrowings.push({
        ...at(farrowing.day),
        user: users.farrowing[index]!,
        day: farrowing.day,
        bornAlive: farrowing.bornAlive,
        stillborn: farrowing.stillborn,
        mummified: farrowing.mummified,
        gestationDays:
          farrowing.lastServiceDay === null ? null : farrowing.day - farrowing.lastServiceDay,
        intervalDays: previous ? farrowing.day - previous.day : null,
      });
    });
    timeline.weanings.forEach((weaning, index) => {
      if (!inRange(weaning.day, range)) return;
      facts.weanings.push({
        ...at(weaning.day),
        user: users.weaning[index]!,
        day: weaning.day,
        count: weaning.count,
        weanAgeDays: weaning.farrowingDay === null ? null : weaning.day - weaning.farrowingDay,
        daysToService:
          weaning.nextServiceDay === null ? null : weaning.nextServiceDay - weaning.day,
      });
    });
    timeline.pigletDeaths.forEach((death, index) => {
      if (!inRange(death.day, range)) return;
      const user = users.piglet_death[index]!;
      facts.pigletDeaths.push({ ...at(death.day), user, day: death.day, count: death.count });
    });
    if (removal && inRange(removal.day, range)) {
      facts.removals.push({
        // Her stays end on her removal day: her place is that of the day before.
        ...at(removal.day - 1),
        user: users.removal[0]!,
        day: removal.day,
        kind: removal.kind,
        parity: parityOn(timeline, removal.day),
      });
    }
    if (timeline.entryParity === 0 && inRange(timeline.entryDay, range)) {
      const user = users.entry[0]!;
      facts.giltEntries.push({ ...at(timeline.entryDay), user, day: timeline.entryDay });
    }
    const days = femaleDaysIn(timeline, range);
    if (days.presentDays > 0) {
      facts.females.push({
        ...at(lastPresentDay(timeline, range)),
        ...days,
        parityOnTo: isPresentOn(timeline, range.to) ? parityOn(timeline, range.to) : null,
      });
    }
  }
  return Object.fromEntries(
    Object.keys(rule.parts).map((source) => [source, facts[source as keyof DrillDownFacts]]),
  );
}

/** Her last day in the period she is present (she is present on one at least). */
function lastPresentDay(timeline: FemaleTimeline, range: DayRange): number {
  return Math.min(range.to, (timeline.removal?.day ?? Infinity) - 1);
}

/**
 * Who recorded each of her events, by record type, in order: the timeline's services,
 * farrowings, weanings and piglet deaths are her events of those types, in order (as
 * countKpisByUser reads them); her entry and removal are her first and last events.
 */
function recordedBy(timeline: FemaleTimeline) {
  const of = (type: string) =>
    timeline.events
      .filter(({ record }) => record.type === type)
      .map(({ record }) => record.user ?? UNRECORDED_USER);
  return {
    service: of('service'),
    farrowing: of('farrowing'),
    weaning: of('weaning'),
    piglet_death: of('piglet_death'),
    entry: of('entry'),
    removal: of('removal'),
  };
}

/** Her identity and place at the end of a day, from her stays (as the server's stay facts). */
function placeFinder(timeline: FemaleTimeline) {
  let stays: LocationStay[] | null = null;
  return (day: number) => {
    stays ??= locationStays(timeline.events, timeline.removal?.day ?? null);
    const stay = stays.find((s) => s.from <= day && (s.to === null || day < s.to));
    return { animal: timeline.animal, location: stay?.location ?? null };
  };
}
