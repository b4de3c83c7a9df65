import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openDatabase } from '../../src/db/database.js';
import { migrationsFolder } from '../../src/db/migrations-folder.js';
import { createScratchDatabase } from '../support/test-database.js';

/**
 * Several servers started at once on a new (or older) database each run the migrations at start
 * (docs/operations.md, "Several servers, one database"). Without the lock one of them stops:
 * "duplicate key value violates unique constraint pg_class_relname_nsp_index".
 */
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

it('lets servers migrating a new database together all start, each migration run once', async () => {
  const scratch = await createScratchDatabase();
  drops.push(scratch.drop);
  const handles = await Promise.all(
    [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })),
  );
  try {
    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results).toEqual([1, 2, 3].map(() => ({ status: 'fulfilled', value: undefined })));
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at',
    );
    const committed = readMigrationFiles({ migrationsFolder }).map((m) => String(m.folderMillis));
    expect(rows.map((row) => row.created_at)).toEqual(committed);
  } finally {
    await client.end();
  }
});
