import { consoleOutput, openServerDatabase } from './cli-runtime.js';
import { runSimulate } from './simulate-command.js';

/** `npm run simulate -- --site <id> …`: a simulated herd history on the server's database. */
process.exitCode = await runSimulate(process.argv.slice(2), openServerDatabase, consoleOutput);
