import { formatWeekdayDate, type DisplayPrefs, type PlanTrip } from '@barnboard/domain';
import type { TFunction } from 'i18next';

/**
 * A trip told as a farm manager reads it (issue 17): "Silo G1-2 runs empty Thursday November 26:
 * order 24 t of Gestation for Wednesday November 25 with Silo G1-1 and Silo G1-3." Built from the
 * structured plan with the catalogue's sentence and the user's weight unit; the days are named
 * with their month, never in figures alone ("11-26" reads as a day in November or in some
 * month 26 depending on the reader); they are already the site's calendar days, so the weekday
 * is the barn's.
 *
 * A bin that runs empty before any delivery can arrive (`empty_before_delivery`) is served on
 * the site's first delivery day, `earliestDelivery` (today + the lead days): its sentence says
 * so, "Silo G1-2 runs empty Wednesday November 25: order 9 t of Gestation for Wednesday
 * November 25 (earliest delivery)", rather than suggest the order comes in time.
 */
export function planSentence(
  t: TFunction,
  trip: PlanTrip,
  prefs: DisplayPrefs,
  quantity: (kg: number) => string,
  earliestDelivery: string,
): string {
  const language = prefs.language;
  const day = (date: string) => formatWeekdayDate(date, language);
  const list = (items: string[]) =>
    new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);

  // Per feed, in the order the loads come (the reason bin's feed first).
  const byFeed = new Map<string, { name: string; kg: number }>();
  for (const load of trip.loads) {
    const feed = byFeed.get(load.feed.id) ?? { name: load.feed.name, kg: 0 };
    feed.kg += load.kg;
    byFeed.set(load.feed.id, feed);
  }
  const feeds = list(
    [...byFeed.values()].map((feed) =>
      t('deliveryPlan.sentence.feed', { quantity: quantity(feed.kg), feed: feed.name }),
    ),
  );
  const others = trip.loads.filter((load) => load.bin.id !== trip.reason.bin.id);
  const values = {
    bin: trip.reason.bin.name,
    emptyDay: day(trip.reason.empty_date),
    feeds,
    deliveryDay: day(trip.date),
    others: list(others.map((load) => load.bin.name)),
  };
  // Dates YYYY-MM-DD compare as strings.
  const late = trip.date === earliestDelivery && trip.reason.empty_date <= trip.date;
  if (late) {
    return others.length === 0
      ? t('deliveryPlan.sentence.lateAlone', values)
      : t('deliveryPlan.sentence.lateWithOthers', values);
  }
  return others.length === 0
    ? t('deliveryPlan.sentence.alone', values)
    : t('deliveryPlan.sentence.withOthers', values);
}
