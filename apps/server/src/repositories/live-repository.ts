import { sql, type SQL } from 'drizzle-orm';
import type { LiveTopic } from '@barnboard/domain';
import type { Executor } from '../db/database.js';

/** The PostgreSQL channel every server listens on for the live streams (docs/live.md). */
export const LIVE_CHANNEL = 'barnboard_live';

/**
 * The SQL expression that announces a change of `topic` on the site `siteId` (an expression of
 * the statement it is part of), for a writer that announces within its own statement.
 */
export function liveAnnouncement(topic: LiveTopic, siteId: SQL): SQL {
  return sql`pg_notify(${LIVE_CHANNEL}, json_build_object('topic', ${topic}::text, 'site', ${siteId})::text)`;
}

/**
 * Announces that the sites' data of a topic changed. In a transaction, PostgreSQL delivers the
 * notification at commit and drops it on rollback, and sends identical ones of one transaction
 * once: a writer calls this in its own transaction, after its writes.
 */
export async function notifyLive(
  db: Executor,
  topic: LiveTopic,
  siteIds: readonly string[],
): Promise<void> {
  if (siteIds.length === 0) return;
  await db.execute(sql`
    select ${liveAnnouncement(topic, sql`site`)}
    from unnest(${sql.param([...new Set(siteIds)])}::uuid[]) as site`);
}
