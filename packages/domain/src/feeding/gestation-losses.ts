import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { ServiceOutcome } from '../herd/timeline-types.js';
import { isRegularReturn } from '../kpi/bands.js';
import { FARROWING_RATE_LAG_DAYS } from '../kpi/catalogue.js';
import type { RemovalKind } from '../records/record-schema.js';
import { percentOf, round1 } from './figures.js';
import type { ReportPeriod } from './report-period.js';

/**
 * Gestation losses (docs/feeding.md, "Gestation losses"): the services of the period's window
 * that did not end in a farrowing, by cause. The window is the farrowing rate's
 * ([from − 115, to − 115], docs/kpis.md), so the services counted are old enough to have an
 * outcome and the losses are the farrowing rate's complement, cause by cause.
 */

export const LOSS_CAUSES = [
  'regular_return',
  'irregular_return',
  'negative_check',
  'abortion',
  'not_in_pig',
  'died_or_culled',
] as const;
export type LossCause = (typeof LOSS_CAUSES)[number];

/** A service neither farrowed nor ended otherwise by this day of gestation is not in pig. */
export const NOT_IN_PIG_DAY = 120;

/** A service and what ended it (the outcome of docs/kpis.md; day numbers). */
export type ServiceFate = {
  animal: string;
  day: number;
  outcome: ServiceOutcome;
  /** The day of the event that ended the service; null while pending. */
  outcomeDay: number | null;
  /** For a removal: its kind. */
  removalKind: RemovalKind | null;
};

/** The cause a service was lost to; null when it was not lost (farrowed, pending, transferred). */
export function lossCause(service: ServiceFate, today: number): LossCause | null {
  const daysLater = service.outcomeDay === null ? null : service.outcomeDay - service.day;
  switch (service.outcome) {
    case 'returned':
      // The returns analysis's bands: regular one or two heat cycles after the service.
      return daysLater !== null && isRegularReturn(daysLater)
        ? 'regular_return'
        : 'irregular_return';
    case 'open':
      return 'negative_check';
    case 'aborted':
      return 'abortion';
    // A transferred sow may farrow on her new site: not a loss of this one.
    case 'removed':
      return service.removalKind === 'transfer' ? null : 'died_or_culled';
    case 'pending':
      return today - service.day > NOT_IN_PIG_DAY ? 'not_in_pig' : null;
    case 'farrowed':
      return null;
  }
}

export type LostService = {
  animal: string;
  service_date: string;
  cause: LossCause;
  /** When the loss was recorded; null for not in pig (no record says when). */
  lost_date: string | null;
  /** Day of gestation it was lost on (days since the service); null for not in pig. */
  day_lost: number | null;
};

export type CauseFigures = {
  cause: LossCause;
  count: number;
  /** Of the window's services, one decimal. */
  percent: number | null;
  /** Mean day of gestation lost, one decimal; null without a known day. */
  mean_day: number | null;
};

export type GestationLosses = ReportPeriod & {
  /** The services counted: those dated in it. */
  window: ReportPeriod;
  services: number;
  farrowed: number;
  /** No outcome yet, and not past day 120. */
  pending: number;
  /** Removed by a transfer while gestating: neither farrowed here nor lost. */
  transferred: number;
  lost: number;
  percent_lost: number | null;
  mean_day_lost: number | null;
  /** Every cause, in LOSS_CAUSES order. */
  causes: CauseFigures[];
  /** By service date, then animal. */
  losses: LostService[];
};

/** The window of services whose losses a period reports. */
export function lossWindow(period: ReportPeriod): ReportPeriod {
  const shift = (date: string) => dateOfDay(dayNumber(date) - FARROWING_RATE_LAG_DAYS);
  return { from: shift(period.from), to: shift(period.to) };
}

/** The losses of a period from the fates of its window's services, judged on `today`. */
export function gestationLosses(
  period: ReportPeriod,
  services: readonly ServiceFate[],
  today: string,
): GestationLosses {
  const todayDay = dayNumber(today);
  const losses: LostService[] = [];
  let farrowed = 0;
  let pending = 0;
  let transferred = 0;
  for (const service of services) {
    const cause = lossCause(service, todayDay);
    if (cause === null) {
      if (service.outcome === 'farrowed') farrowed++;
      else if (service.outcome === 'pending') pending++;
      else transferred++;
      continue;
    }
    const lostDay = cause === 'not_in_pig' ? null : service.outcomeDay;
    losses.push({
      animal: service.animal,
      service_date: dateOfDay(service.day),
      cause,
      lost_date: lostDay === null ? null : dateOfDay(lostDay),
      day_lost: lostDay === null ? null : lostDay - service.day,
    });
  }
  losses.sort(
    (a, b) =>
      a.service_date.localeCompare(b.service_date) ||
      a.animal.localeCompare(b.animal, 'en', { numeric: true }),
  );
  return {
    ...period,
    window: lossWindow(period),
    services: services.length,
    farrowed,
    pending,
    transferred,
    lost: losses.length,
    percent_lost: percentOf(losses.length, services.length),
    mean_day_lost: meanDay(losses),
    causes: LOSS_CAUSES.map((cause) => {
      const of = losses.filter((loss) => loss.cause === cause);
      return {
        cause,
        count: of.length,
        percent: percentOf(of.length, services.length),
        mean_day: meanDay(of),
      };
    }),
    losses,
  };
}

function meanDay(losses: readonly LostService[]): number | null {
  const days = losses.flatMap((loss) => (loss.day_lost === null ? [] : [loss.day_lost]));
  return days.length > 0 ? round1(days.reduce((sum, day) => sum + day, 0) / days.length) : null;
}
