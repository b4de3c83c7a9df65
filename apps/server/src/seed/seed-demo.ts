import { count, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { buildings, demoState, sites, tenants, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { importRecords } from '../modules/herd-records/import-service.js';
import { importLocations } from '../modules/locations/import-service.js';
import { findRecordsSite } from '../repositories/herd-records-repository.js';
import { seedFeeding } from '../simulator/feeding-seed.js';
import { createMembership } from '../repositories/memberships-repository.js';
import { seedDemoBins } from './demo-bins.js';
import { seedDemoIntegrations } from './demo-integrations.js';
import { DEMO_PASSWORD, demoTenants, demoUsers } from './demo-data.js';
import { DEMO_HERD, DEMO_HERDS, demoHerdRecords, type DemoHerd } from './demo-herds.js';
import { demoLocations } from './demo-locations.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Days of electronic sow feeding each demo herd gets, up to now (docs/feeding.md). */
const DEMO_FEEDING_DAYS = 30;

/**
 * Loads the demo data in one transaction: all of it, or nothing. With `herd`, the herd sites
 * also get their simulated histories and feeding (the start command does; API tests don't need
 * them). `now` is also when the live demo starts from (live-demo.ts).
 */
export async function seedDemo(
  db: Database,
  now: Date,
  options: { herd?: boolean } = {},
): Promise<void> {
  // One hash for every demo account: they share the documented demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const tenantIds = new Map<string, string>();
    const siteIds = new Map<string, string>();
    for (const tenant of demoTenants) {
      const [row] = await tx
        .insert(tenants)
        .values({ name: tenant.name, ltrackAccess: tenant.ltrackAccess })
        .returning({ id: tenants.id });
      const tenantId = row!.id;
      tenantIds.set(tenant.key, tenantId);
      for (const site of tenant.sites) {
        const [siteRow] = await tx
          .insert(sites)
          .values({
            tenantId,
            name: site.name,
            type: site.type,
            access: site.access,
            city: site.city,
            region: 'Québec',
            country: 'CA',
            timezone: 'America/Montreal',
            sharingName: site.sharingName ?? null,
          })
          .returning({ id: sites.id });
        const siteId = siteRow!.id;
        siteIds.set(site.key, siteId);
        if (site.buildings.length) {
          await tx
            .insert(buildings)
            .values(site.buildings.map((b) => ({ tenantId, siteId, ...b })));
        }
      }
    }

    const userIds = new Map<string, string>();
    for (const user of demoUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          email: user.email,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          passwordHash,
          neverLogin: user.firstSignIn ?? false,
          agreedTermsPolicy: !user.firstSignIn,
        })
        .returning({ id: users.id });
      userIds.set(user.email, row!.id);
      for (const membership of user.memberships) {
        await createMembership(tx, {
          tenantId: tenantIds.get(membership.tenant)!,
          userId: row!.id,
          role: membership.role,
          sites:
            membership.sites === 'all' ? 'all' : membership.sites.map((key) => siteIds.get(key)!),
          accessType: membership.accessType,
          expiresAt:
            membership.expiresInDays === undefined
              ? null
              : new Date(now.getTime() + membership.expiresInDays * DAY_MS),
          useSharingName: membership.sharingName !== undefined,
          sharingName: membership.sharingName ?? null,
        });
      }
    }

    // The L-Track tenant's bins on its three sites (docs/simulator.md).
    await seedDemoBins(tx, {
      tenantId: tenantIds.get('bocage')!,
      siteIds,
      now,
      sows: DEMO_HERD.sows,
    });
    await seedDemoIntegrations(tx, {
      integratorId: userIds.get('integrator@barnboard.demo')!,
      installerId: userIds.get('owner@bocage.demo')!,
      tenantId: tenantIds.get('bocage')!,
      siteId: siteIds.get('maternity')!,
      now,
    });
    if (options.herd) {
      for (const herd of DEMO_HERDS) await seedDemoHerd(tx, herd, siteIds.get(herd.site)!, now);
    }
    await tx.insert(demoState).values({ seededAt: now, advancedTo: now });
  });
  // The demo's first reports are planned on the data just loaded, not on empty tables.
  await db.execute(sql`analyze`);
}

async function seedDemoHerd(
  tx: Transaction,
  herd: DemoHerd,
  siteId: string,
  now: Date,
): Promise<void> {
  const site = (await findRecordsSite(tx, siteId))!;
  const records = demoHerdRecords(herd, site.timezone, now, now);
  const result = await importRecords(tx, site, records, (index) => ({ index }));
  if (result.invalid.length > 0) {
    throw new Error(
      `the simulated herd of ${herd.site} has invalid records: ${JSON.stringify(result.invalid.slice(0, 3))}`,
    );
  }
  const { stations } = await seedFeeding(tx, site, records, {
    seed: herd.seed,
    now,
    days: DEMO_FEEDING_DAYS,
    kinds: herd.feeding,
  });
  const places = demoLocations(records, stations, herd.buildings);
  const placed = await importLocations(tx, site, places, (index) => ({ index }));
  if (placed.invalid.length > 0) {
    throw new Error(
      `the demo locations of ${herd.site} are invalid: ${JSON.stringify(placed.invalid.slice(0, 3))}`,
    );
  }
}

/** The table of demo accounts printed at start (and kept in the README). */
export function demoAccountsTable(): string {
  const rows = demoUsers.map((u) => [u.label, u.email, u.username, DEMO_PASSWORD]);
  const header = ['role', 'email', 'username', 'password'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
