import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import { systemClock } from '../lib/clock.js';

/**
 * Writes the OpenAPI document generated from the routes' zod schemas to docs/openapi.json, or with
 * --check fails when the committed document differs from what the code generates.
 */
const target = path.resolve(process.argv.find((a) => a.endsWith('.json')) ?? 'docs/openapi.json');
const check = process.argv.includes('--check');

// The document comes from the routes alone: a database that is never asked anything will do.
const db: Database = drizzle.mock({ schema });
const app = await buildApp({
  config: loadConfig({ SEED: 'none', PUBLIC_URL: 'http://localhost:8080' }),
  db,
  clock: systemClock,
});
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

if (check) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== document) {
    console.error(
      `✗ ${path.relative(process.cwd(), target)} is out of date: run 'npm run openapi' and commit it`,
    );
    process.exit(1);
  }
  console.log(`✓ ${path.relative(process.cwd(), target)} matches the code`);
} else {
  fs.writeFileSync(target, document);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
