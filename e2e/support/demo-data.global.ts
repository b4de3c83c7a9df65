import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface, which a type alias cannot.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A data directory holding the demo, stopped cleanly: each journey's server starts on a copy. */
    demoData: string;
  }
}

/**
 * Loads the demo once for the run: the seed (three herds, their feeding, the bins) takes half a
 * minute, and a copy of its data directory takes a second. Each server then runs the live demo's
 * round from the seed to now at start, as a server restarted later would.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  const demoData = server.dataDir;
  await server.stop({ keepData: true });
  project.provide('demoData', demoData);
  return () => fs.rmSync(demoData, { recursive: true, force: true });
}
