import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoToken } from './demo.js';
import { demoTenant, type DemoTenant } from './demo-tenant.js';
import type { TestApp } from './test-app.js';

/** The demo as the exchange tests use it: the access token of its owner, and its tenant. */
export type DemoOwner = { owner: string; demo: DemoTenant };

/** Seeds the demo (its accounts, no herd) and signs the owner of Ferme du Bocage in. */
export async function seedDemoOwner(t: TestApp): Promise<DemoOwner> {
  await seedDemo(t.database.db, t.clock.now());
  const owner = await demoToken(t, 'owner@bocage.demo');
  return { owner, demo: await demoTenant(t.database.db) };
}
