import { sql } from 'drizzle-orm';
import { SERVICE_OUTCOMES, type ServiceFate, type ServiceOutcome } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { removalKindOfCode } from './herd-facts-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The services of a window with what ended each, read from the site's derived facts
 * (herd-facts-repository.ts; the caller makes sure they are current with ensureHerdFacts),
 * which hold each service's outcome, the day of the event that ended it and, for a removal,
 * its kind.
 */

type FateRow = {
  animal: string;
  day: number;
  outcome: number;
  outcome_day: number | null;
  removal_kind: number | null;
};

/** Services dated in [fromDay, toDay] (day numbers), by day and animal. */
export async function listServiceFates(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<ServiceFate[]> {
  const result: unknown = await db.execute(sql`
    select a.identity as animal, s.day, s.outcome::int as outcome, s.outcome_day,
      s.removal_kind::int as removal_kind
    from herd_event_facts s
    join animals a on a.tenant_id = s.tenant_id and a.id = s.animal_id
    where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id} and s.kind = 2
      and s.day between ${fromDay} and ${toDay}
    order by s.day, a.identity, s.order_key`);
  return (result as { rows: FateRow[] }).rows.map((row) => ({
    animal: row.animal,
    day: row.day,
    outcome: SERVICE_OUTCOMES[row.outcome] as ServiceOutcome,
    outcomeDay: row.outcome_day,
    removalKind: row.removal_kind === null ? null : removalKindOfCode(row.removal_kind),
  }));
}
