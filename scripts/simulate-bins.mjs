// `npm run simulate:bins -- --live [--url …] [--key …] [--interval 5]`: the demo bins' L-Track
// uplinks, posted to a running server as ChirpStack would (docs/simulator.md, "Feed bins").
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
// Ctrl-C reaches the simulator too: it stops after its round, and this script waits for it.
process.on('SIGINT', () => {});
process.exitCode = await run('node', [
  'apps/server/dist/cli/simulate-bins.js',
  ...process.argv.slice(2),
]);
