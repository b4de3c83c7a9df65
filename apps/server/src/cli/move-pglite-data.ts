import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { movePgliteData } from '../db/embedded/move-pglite-data.js';
import { oldEngineFolder } from '../db/embedded/old-engine.js';

/**
 * `npm run move-pglite-data`: copies the old embedded database (DATA_DIR/pglite) into the
 * database the server now uses: the embedded PostgreSQL, or DATABASE_URL when it is set.
 */
const config = loadConfig();
const target = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  oldEngineData: 'ignore',
});
try {
  await target.migrate();
  console.log(`Copying ${oldEngineFolder(config.dataDir)} into ${target.location}…`);
  const moved = await movePgliteData(config.dataDir, target, new Date());
  console.table(moved.filter((t) => t.rows > 0));
  console.log(
    `Done: ${moved.reduce((n, t) => n + t.rows, 0)} rows. Start the server with npm start.`,
  );
} catch (error) {
  console.error(`Nothing was moved: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
