// `npm run move-pglite-data`: copies a data directory's old PGlite database into the embedded
// PostgreSQL (or DATABASE_URL); see docs/operations.md, "The embedded database".
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
process.exitCode = await run('node', ['apps/server/dist/cli/move-pglite-data.js']);
