import { displayName, type LateRecords } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { countLateEntries } from '../../repositories/herd-entries-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

/**
 * Records entered late (docs/records.md, "Records entered late"): of the events entered in
 * Barnboard on the days [from, to] (site time), how many more than `days` days after the day they
 * happened; for the site, and per account when the caller may know who (`withPeople`). Imported
 * events are left out: the day they were recorded in the other program is not known.
 */
export async function lateRecordsOf(
  db: Executor,
  site: RecordsSite,
  query: { from: string; to: string; days: number },
  withPeople: boolean,
): Promise<LateRecords> {
  const rows = await countLateEntries(db, site, {
    from: query.from,
    to: query.to,
    lateAfterDays: query.days,
  });
  const people = rows.map((row) => ({
    user_id: row.userId,
    // As the history of changes names people (audit-repository.ts, auditActor).
    name: displayName({ email: row.email, first_name: row.firstName, last_name: row.lastName }),
    entered: row.entered,
    late: row.late,
  }));
  return {
    days: query.days,
    site: {
      entered: people.reduce((sum, row) => sum + row.entered, 0),
      late: people.reduce((sum, row) => sum + row.late, 0),
    },
    by_user: withPeople ? people.sort((a, b) => a.name.localeCompare(b.name)) : [],
  };
}
