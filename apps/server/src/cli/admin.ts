import { runAdmin } from './admin-commands.js';
import { consoleOutput, openServerDatabase } from './cli-runtime.js';

/** `npm run admin -- <command>`: operator commands on the server's database. */
process.exitCode = await runAdmin(process.argv.slice(2), openServerDatabase, consoleOutput);
