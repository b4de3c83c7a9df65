import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Output } from './admin-commands.js';

/**
 * The database the server uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR), migrated.
 * A command run while the server is up joins the embedded PostgreSQL the server runs.
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}

export const consoleOutput: Output & { error(text: string): void } = {
  log: (text) => console.log(text),
  table: (rows) => console.table(rows),
  error: (text) => console.error(text),
};
