// `npm run admin -- <command>`: operator commands (tenants, sites, users, memberships).
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
process.exitCode = await run('node', ['apps/server/dist/cli/admin.js', ...process.argv.slice(2)]);
