import { setTimeout as sleep } from 'node:timers/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/database.js';
import { migrationsFolder } from '../db/migrations-folder.js';
import { newestAppliedMigration } from '../repositories/migrations-repository.js';

/** Not ready: `reason` is public (the probe's answer), `error` only for the log. */
export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/**
 * How long the database may take to answer the readiness check. Load balancers give a probe one
 * to a few seconds; a database slower than this is as good as absent for new traffic.
 */
export const READINESS_TIMEOUT_MS = 2_000;

/** The creation times of the committed migrations, read once: they change only with a release. */
let committed: number[] | null = null;
function committedMigrations(): number[] {
  committed ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  return committed;
}

/**
 * Whether this server can serve: its database answers within READINESS_TIMEOUT_MS and has every
 * committed migration applied (a server started against a database another release migrated
 * less far would fail on missing columns). Never throws: a failure is a reason.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  const timeout = sleep(READINESS_TIMEOUT_MS, 'timeout' as const, { ref: false });
  let newest: number | null | 'timeout';
  try {
    newest = await Promise.race([newestAppliedMigration(db), timeout]);
  } catch (error) {
    return { ready: false, reason: 'database unreachable', error };
  }
  if (newest === 'timeout') {
    return {
      ready: false,
      reason: `database did not answer within ${READINESS_TIMEOUT_MS / 1000} s`,
    };
  }
  const migrations = committedMigrations();
  const pending = migrations.filter((when) => newest === null || when > newest).length;
  if (pending > 0) {
    return {
      ready: false,
      reason: `${pending} of ${migrations.length} migrations not applied`,
    };
  }
  return { ready: true };
}
