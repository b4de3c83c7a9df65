import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Output } from './admin-commands.js';

/**
 * The database the server uses (DATABASE_URL, else PGlite in DATA_DIR), migrated. PGlite allows
 * one process at a time: stop the server before running a command on it.
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
