import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.js';
import { sites, tenants } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

/** A seeded demo tenant, and fresh maternity sites of it so each test starts empty. */
export type DemoTenant = {
  tenantId: string;
  /** A new site named `<prefix> <n>` (every area subscribed, America/Montreal); its id. */
  newSite(prefix: string): Promise<string>;
};

export async function demoTenant(db: Executor, name = 'Ferme du Bocage'): Promise<DemoTenant> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  if (!tenant) throw new Error(`no demo tenant "${name}": seed the demo first`);
  let count = 0;
  return {
    tenantId: tenant.id,
    async newSite(prefix) {
      const [row] = await db
        .insert(sites)
        .values({
          tenantId: tenant.id,
          name: `${prefix} ${++count}`,
          type: 'maternity',
          access: 'all',
        })
        .returning({ id: sites.id });
      return row!.id;
    },
  };
}

/** A test database with the demo seeded as of `now`, and its Ferme du Bocage. */
export async function openDemoDatabase(
  now: Date,
): Promise<{ database: TestDatabase; demo: DemoTenant }> {
  const database = await openTestDatabase();
  await seedDemo(database.db, now);
  return { database, demo: await demoTenant(database.db) };
}
