// `npm run simulate -- --site <id> --sows 1200 --years 2 --seed 42`: a simulated herd history.
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
process.exitCode = await run('node', [
  'apps/server/dist/cli/simulate.js',
  ...process.argv.slice(2),
]);
