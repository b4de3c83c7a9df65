import { sql } from 'drizzle-orm';

/**
 * An event's place among its animal's events of the same day, in the order the KPIs read them
 * (packages/domain/src/herd/event-order.ts): untimed events keep their place in input order
 * (`seq`), the timed ones are sorted by time among the places timed events hold. A window
 * expression over `herd_events` rows holding every event of those animal-days; it is the order
 * the derived facts' `order_key` carries (herd-facts-repository.ts derives it the same way), so
 * an event that has no fact (a positive pregnancy check) can be placed among the facts.
 */
export const eventDayOrder = sql.raw(`case when time is null then seq else (
    array_agg(seq) filter (where time is not null) over (partition by animal_id, date order by seq
      rows between unbounded preceding and unbounded following)
  )[row_number() over (partition by animal_id, date, time is null order by time collate "C", seq)]
  end`);
