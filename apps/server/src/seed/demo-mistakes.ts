import { dateOfDay, dayNumber, type HerdRecord } from '@barnboard/domain';
import type { TimedRecord } from '../simulator/index.js';

/**
 * The office's mistakes in a demo herd's history (docs/simulator.md, "Recording mistakes").
 * Real herd records hold a few, and the records to fix (docs/action-lists.md) are there to find
 * them; a demo without any would show that screen empty and no report its warning badge. Each
 * herd gets three, on three different females, made about five months before the day the demo
 * was loaded so that the seed tells them all:
 * - a weaning never entered: the sow is served again after a litter that was never weaned
 *   (`missing_weaning`);
 * - a service entered two weeks after its day: her litter came after about 101 days of gestation
 *   (`short_gestation`);
 * - a gilt's birth date entered a year early: she was first served at over 400 days of age
 *   (`late_first_service`).
 * Every record keeps its id, so the live demo's rounds see the same history.
 */

/** The mistakes are the latest of their kind dated this many days before the demo was loaded. */
const DAYS_BEFORE_SEED = 150;
/** Two weeks late: a 115-day gestation reads 101 days, under the check's 105. */
const SERVICE_ENTERED_LATE_DAYS = 14;
/** "2024" typed for "2025". */
const BIRTH_YEAR_EARLY_DAYS = 365;

type Mistake = { index: number; record: HerdRecord | null };

export function withRecordingMistakes(
  timeline: readonly TimedRecord[],
  seededOn: string,
): TimedRecord[] {
  const history = new History(timeline, dateOfDay(dayNumber(seededOn) - DAYS_BEFORE_SEED));
  const mistakes = [forgottenWeaning(history), lateService(history), earlyBirthDate(history)];
  const changed = new Map(
    mistakes.filter((one): one is Mistake => one !== null).map((one) => [one.index, one.record]),
  );
  const result: TimedRecord[] = [];
  timeline.forEach((timed, index) => {
    if (!changed.has(index)) result.push(timed);
    else {
      const record = changed.get(index);
      if (record) result.push({ record, minutes: timed.minutes });
    }
  });
  // A service moved two weeks later takes its place among that day's records.
  return result.sort((a, b) =>
    a.record.date < b.record.date ? -1 : a.record.date > b.record.date ? 1 : 0,
  );
}

/** The timeline's records by female, and the date no mistake may come after. */
class History {
  private readonly byAnimal = new Map<string, number[]>();
  private readonly used = new Set<string>();

  constructor(
    readonly timeline: readonly TimedRecord[],
    readonly latest: string,
  ) {
    timeline.forEach(({ record }, index) => {
      const indexes = this.byAnimal.get(record.animal);
      if (indexes) indexes.push(index);
      else this.byAnimal.set(record.animal, [index]);
    });
  }

  record(index: number): HerdRecord {
    return this.timeline[index]!.record;
  }

  /** Records of a female not yet given a mistake, latest first, up to `latest`. */
  *candidates(type: HerdRecord['type']): Generator<number> {
    for (let index = this.timeline.length - 1; index >= 0; index--) {
      const record = this.record(index);
      if (record.date > this.latest || record.type !== type) continue;
      if (!this.used.has(record.animal)) yield index;
    }
  }

  /** The female's other records, in the timeline's order. */
  recordsOf(animal: string): number[] {
    return this.byAnimal.get(animal) ?? [];
  }

  take(index: number, record: HerdRecord | null): Mistake {
    this.used.add(this.record(index).animal);
    return { index, record };
  }
}

function forgottenWeaning(history: History): Mistake | null {
  for (const index of history.candidates('weaning')) {
    const animal = history.record(index).animal;
    const after = history.recordsOf(animal).filter((other) => other > index);
    const next = after
      .map((other) => history.record(other))
      .find((record) => record.type !== 'move' && record.type !== 'heat');
    if (next?.type === 'service' && next.date <= history.latest) return history.take(index, null);
  }
  return null;
}

function lateService(history: History): Mistake | null {
  for (const index of history.candidates('farrowing')) {
    const animal = history.record(index).animal;
    const before = history.recordsOf(animal).filter((other) => other < index);
    const service = before.findLast((other) => history.record(other).type === 'service');
    if (service === undefined) continue;
    const { date } = history.record(service);
    const enteredOn = dateOfDay(dayNumber(date) + SERVICE_ENTERED_LATE_DAYS);
    // Nothing of hers between the day served and the day entered: the order stays as it was.
    const between = before.some((other) => {
      const otherDate = history.record(other).date;
      return otherDate > date && otherDate <= enteredOn;
    });
    if (!between) return history.take(service, { ...history.record(service), date: enteredOn });
  }
  return null;
}

function earlyBirthDate(history: History): Mistake | null {
  for (const index of history.candidates('entry')) {
    const entry = history.record(index);
    if (entry.type !== 'entry' || !entry.birth_date) continue;
    const firstService = history
      .recordsOf(entry.animal)
      .map((other) => history.record(other))
      .find((record) => record.type === 'service');
    if (!firstService || firstService.date > history.latest) continue;
    const birthDate = dateOfDay(dayNumber(entry.birth_date) - BIRTH_YEAR_EARLY_DAYS);
    return history.take(index, { ...entry, birth_date: birthDate });
  }
  return null;
}
