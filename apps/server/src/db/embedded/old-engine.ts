import fs from 'node:fs';
import path from 'node:path';

/**
 * Until November 2026 the embedded database was PGlite, under DATA_DIR/pglite. Its data is not
 * read by the embedded PostgreSQL; `npm run move-pglite-data` copies it over (move-pglite-data.ts).
 */
export function oldEngineFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** A data directory still holding the old engine's data: the server stops and says what to do. */
export class OldEngineDataError extends Error {}

export function refuseOldEngineData(dataDir: string): void {
  const folder = oldEngineFolder(dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) return;
  throw new OldEngineDataError(
    [
      `${folder} holds data of Barnboard's previous embedded database (PGlite), which this`,
      'version no longer runs: it now runs PostgreSQL itself, under DATA_DIR/postgres.',
      '',
      'To move the data over (every row is copied; the old folder is kept, renamed):',
      '  npm run move-pglite-data',
      '',
      `To start afresh instead, move ${folder} out of the data directory.`,
      'docs/operations.md, "The embedded database", says more.',
    ].join('\n'),
  );
}
