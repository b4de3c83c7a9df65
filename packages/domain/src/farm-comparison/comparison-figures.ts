import { dayNumber } from '../herd/day-number.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import type { Period } from '../kpi/catalogue.js';
import type { Better } from './quartiles.js';

/**
 * The farm comparison's own figures beside the KPI contract's (docs/farm-comparison.md, spec §9):
 * the sows' lactation feed intake over lactation days 2 to 18, and the average inventory of the
 * females 200 days of age and older.
 */

/**
 * Spec §9: "Farm comparison lactation days 2 to 18". Day 1 is the farrowing day's appetite and
 * from day 19 farms wean at different ages: days 2–18 are the ones every farm's sows are fed on,
 * so the intakes compare like with like.
 */
export const COMPARISON_LACTATION_DAYS = { from: 2, to: 18 } as const;

/** Spec §9: the farm comparison's average inventory counts females from 200 days of age. */
export const COMPARISON_MATURITY_AGE_DAYS = 200;

export const COMPARISON_FIGURE_KEYS = ['lactation_intake_kg', 'avg_females_200d'] as const;
export type ComparisonFigureKey = (typeof COMPARISON_FIGURE_KEYS)[number];
export type ComparisonFigures = Record<ComparisonFigureKey, number | null>;

/**
 * Which way each figure is better. A sow eats less in lactation than she needs and loses
 * condition, so more feed eaten over days 2–18 is better; the inventory says how big a herd is,
 * not how well it does, like `avg_females`.
 */
export const COMPARISON_FIGURE_BETTER: Record<ComparisonFigureKey, Better | null> = {
  lactation_intake_kg: { way: 'higher' },
  avg_females_200d: null,
};

/** A site's lactation intakes of a period, summed by lactation day (one intake: a sow's day). */
export type LactationDayIntakes = { day: number; intakes: number; distributed_g: number };

/**
 * Kilograms per sow per day over lactation days 2–18: the feed given on those days ÷ the sow-days
 * fed (the lactation history's mean with lactation days 2/18); null without such an intake.
 */
export function lactationIntakeKg(byDay: readonly LactationDayIntakes[]): number | null {
  let intakes = 0;
  let grams = 0;
  for (const day of byDay) {
    if (day.day < COMPARISON_LACTATION_DAYS.from || day.day > COMPARISON_LACTATION_DAYS.to)
      continue;
    intakes += day.intakes;
    grams += day.distributed_g;
  }
  return intakes === 0 ? null : grams / intakes / 1000;
}

/** A female's life on the site: present on [entryDay, removalDay), and her birth day if known. */
export type FemaleLife = { entryDay: number; removalDay: number | null; birthDay: number | null };

/**
 * The mean number of females present each day of the period that are 200 days old or more
 * (Σ such female-days ÷ days, as `avg_females`). A female without a birth date counts from her
 * entry, as in `avg_females`: the herd inventory cannot tell her age either, and a sow bought
 * in is mature; leaving her out would shrink herds that record no birth dates.
 */
export function avgMatureFemales(females: readonly FemaleLife[], period: Period): number {
  const from = dayNumber(period.from);
  const end = dayNumber(period.to) + 1;
  let femaleDays = 0;
  for (const female of females) {
    const mature = female.birthDay === null ? 0 : female.birthDay + COMPARISON_MATURITY_AGE_DAYS;
    const first = Math.max(female.entryDay, mature, from);
    const last = Math.min(female.removalDay ?? end, end);
    if (last > first) femaleDays += last - first;
  }
  return femaleDays / (end - from);
}

/** The females' lives from the reference timelines (the birth date of her entry record). */
export function femaleLivesOf(timelines: readonly FemaleTimeline[]): FemaleLife[] {
  return timelines.map((timeline) => {
    const entry = timeline.events.find((event) => event.record.type === 'entry')?.record;
    const birth = entry?.type === 'entry' ? entry.birth_date : undefined;
    return {
      entryDay: timeline.entryDay,
      removalDay: timeline.removal?.day ?? null,
      birthDay: birth === undefined ? null : dayNumber(birth),
    };
  });
}
