import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { runAdmin } from './admin-commands.js';

/**
 * `npm run admin -- <command>`: opens the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR; PGlite allows one process at a time, so stop the server first) and runs one command.
 */
process.exitCode = await runAdmin(
  process.argv.slice(2),
  async () => {
    const config = loadConfig();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    await database.migrate();
    return database;
  },
  {
    log: (text) => console.log(text),
    table: (rows) => console.table(rows),
    error: (text) => console.error(text),
  },
);
