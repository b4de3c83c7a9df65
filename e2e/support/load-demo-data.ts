// `npx tsx e2e/support/load-demo-data.ts`: loads the demo into a new data directory and prints its
// path. `npm test` runs it beside the server tests on PostgreSQL and hands the directory to the
// journeys (E2E_DEMO_DATA, demo-data.global.ts), which then start without waiting for the seed.
import { loadDemoData } from './server.js';

console.log(await loadDemoData());
