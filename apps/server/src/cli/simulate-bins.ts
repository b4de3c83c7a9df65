import { randomUUID } from 'node:crypto';
import { consoleOutput } from './cli-runtime.js';
import { runSimulateBins } from './simulate-bins-command.js';

/** `npm run simulate:bins -- --live`: the demo bins' uplinks, posted until Ctrl-C. */
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.exitCode = await runSimulateBins(process.argv.slice(2), {
  fetch,
  now: () => new Date(),
  out: consoleOutput,
  signal: stop.signal,
  newId: randomUUID,
});
