import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { snapshotDemo } from './demo-reset.js';
import { loadDemoData, startServer } from './server.js';

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface, which a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A data directory holding the demo, stopped cleanly: a server of a file's own starts on a copy. */
    demoData: string;
    /** One running server per worker (VITEST_POOL_ID 1, 2 …), shared by that worker's files. */
    sharedServers: { url: string; dataDir: string }[];
  }
}

/**
 * Loads the demo once for the run (the seed of three herds, their feeding and bins takes 15–30 s;
 * a copy of its data directory a second), or takes the one E2E_DEMO_DATA names, loaded by
 * `npm test` while the stage before ran; then starts one server per worker on a copy:
 * a worker runs one file at a time, so its files take turns on its server, each starting from the
 * demo's accounts (demo-reset.ts). Each server runs the live demo's round from the seed to now at
 * start, as a server restarted later would.
 */
export default async function setup(project: TestProject) {
  // `npm test` loads it beside the server tests on PostgreSQL (load-demo-data.ts), which leave a
  // core free; run alone, the journeys load it here.
  const demoData = process.env.E2E_DEMO_DATA || (await loadDemoData());
  project.provide('demoData', demoData);

  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(
    Array.from({ length: workers }, () => startServer({}, demoData)),
  );
  await Promise.all(servers.map((server) => snapshotDemo(server.dataDir)));
  project.provide(
    'sharedServers',
    servers.map(({ url, dataDir }) => ({ url, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(demoData, { recursive: true, force: true });
  };
}
