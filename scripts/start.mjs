// `npm start`: builds what is not built, then runs the server (web app, APIs, identity provider).
import { mustRun, run } from './lib.mjs';

await mustRun('node', ['scripts/build.mjs']);
process.exitCode = await run('node', ['apps/server/dist/server.js']);
