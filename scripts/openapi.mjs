// `npm run openapi`: regenerates docs/openapi.json from the code (`--check`: fail on drift).
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
process.exitCode = await run('node', ['apps/server/dist/cli/openapi.js', ...process.argv.slice(2)]);
