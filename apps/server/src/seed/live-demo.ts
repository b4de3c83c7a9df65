import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { demoState, sites, tenants } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { dateInZone } from '../lib/dates.js';
import { importRecords } from '../modules/herd-records/import-service.js';
import { listStations } from '../repositories/feeding-repository.js';
import { notifyLive } from '../repositories/live-repository.js';
import type { RecordsSite } from '../repositories/herd-records-repository.js';
import { feedingUntil, storeFeeding } from '../simulator/feeding-seed.js';
import { storeDemoBinReadingsSince } from './demo-bins.js';
import { demoTenants } from './demo-data.js';
import { DEMO_HERDS, demoHerdRecords, type DemoHerd } from './demo-herds.js';

/**
 * The live demo (docs/simulator.md): while `SEED=demo`, the server writes what the simulated farm
 * does as time goes by: the herds' new events, the feeding day's visits, intakes and station
 * alarms, and the bins' readings, from where the last round stopped up to now. Every history is
 * replayed from the day the demo was loaded, so a round is the same whichever server runs it; the
 * demo_state row is locked for the round, so servers sharing a database take turns.
 */

/** Rounds come every minute: a live screen polled every 30 s sees the farm move. */
export const LIVE_DEMO_INTERVAL_MS = 60_000;
/** A demo left stopped longer than this catches up only its last days (the feeding window). */
const CATCH_UP_DAYS = 30;
const DAY_MS = 86_400_000;

export type DemoRound = { from: Date; to: Date } | null;

/** One round: brings the demo from where it stopped to `now`. Null when there is nothing to do. */
export async function advanceDemo(db: Database, now: Date): Promise<DemoRound> {
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(demoState)
      .where(eq(demoState.id, 1))
      .for('update', { skipLocked: true });
    if (!state || now <= state.advancedTo) return null;
    const from = new Date(
      Math.max(state.advancedTo.getTime(), now.getTime() - CATCH_UP_DAYS * DAY_MS),
    );
    const demoSites = await findDemoSites(tx);
    const lived: string[] = [];
    for (const herd of DEMO_HERDS) {
      const site = demoSites.get(herd.site);
      if (!site) continue;
      await advanceHerd(tx, herd, site, state.seededAt, from, now);
      lived.push(site.id);
    }
    const bocage = demoSites.get('maternity');
    if (bocage) {
      const readings = await storeDemoBinReadingsSince(
        tx,
        bocage.tenantId,
        state.seededAt,
        from.getTime(),
        now.getTime(),
      );
      if (readings > 0) await notifyLive(tx, 'bins', [bocage.id]);
    }
    // The demo's live pages move with the round, at its commit (docs/live.md).
    await notifyLive(tx, 'feeding', lived);
    await notifyLive(tx, 'notifications', lived);
    await tx.update(demoState).set({ advancedTo: now }).where(eq(demoState.id, 1));
    return { from, to: now };
  });
}

/** The demo's sites by their key in demo-data.ts, as long as they keep their demo names. */
async function findDemoSites(tx: Transaction): Promise<Map<string, RecordsSite>> {
  const rows = await tx
    .select({
      tenant: tenants.name,
      name: sites.name,
      tenantId: sites.tenantId,
      id: sites.id,
      timezone: sites.timezone,
    })
    .from(sites)
    .innerJoin(tenants, eq(tenants.id, sites.tenantId))
    .where(
      inArray(
        tenants.name,
        demoTenants.map((tenant) => tenant.name),
      ),
    );
  const found = new Map<string, RecordsSite>();
  for (const tenant of demoTenants) {
    for (const site of tenant.sites) {
      const row = rows.find((r) => r.tenant === tenant.name && r.name === site.name);
      if (row) found.set(site.key, { tenantId: row.tenantId, id: row.id, timezone: row.timezone });
    }
  }
  return found;
}

async function advanceHerd(
  tx: Transaction,
  herd: DemoHerd,
  site: RecordsSite,
  seededAt: Date,
  from: Date,
  now: Date,
): Promise<void> {
  const records = demoHerdRecords(herd, site.timezone, seededAt, now);
  const fromDate = dateInZone(from, site.timezone);
  // Only the events since the last round: most rounds have none, and skip the import.
  const stored = new Set(demoHerdRecords(herd, site.timezone, seededAt, from).map((r) => r.id));
  const fresh = records.filter((record) => !stored.has(record.id));
  if (fresh.length > 0) {
    const imported = await importRecords(tx, site, fresh, (index) => ({ index }));
    if (imported.invalid.length > 0) {
      throw new Error(
        `the live demo's records of ${herd.site} are invalid: ${JSON.stringify(imported.invalid.slice(0, 3))}`,
      );
    }
  }

  const known = await listStations(tx, site);
  const feeding = feedingUntil(records, site.timezone, {
    seed: herd.seed,
    from: fromDate,
    now,
    kinds: herd.feeding,
    stations: known.map((s) => ({ name: s.name, kind: s.kind, location: s.location ?? '' })),
  });
  await storeFeeding(tx, site, feeding, { since: from, replacedAt: now, now });
}

/**
 * Runs a round now and then every minute until stopped. A failed round is logged and tried again
 * at the next one: the demo is never a reason for the server to stop.
 */
export function startLiveDemo(
  db: Database,
  clock: Clock,
  log: { error(details: unknown, message: string): void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  // A round still running when the next is due: that one is skipped, not queued.
  const round = () => {
    running ??= advanceDemo(db, clock.now())
      .catch((error: unknown) => log.error({ err: error }, 'the live demo could not advance'))
      .finally(() => {
        running = null;
      });
  };
  round();
  const timer = setInterval(round, LIVE_DEMO_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
