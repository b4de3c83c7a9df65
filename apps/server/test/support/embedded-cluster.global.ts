import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../../src/db/embedded/cluster.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Vitest's provided values are declared by merging into its interface
  export interface ProvidedContext {
    /** The embedded PostgreSQL of this test run (TEST_DB=embedded): each test file makes a database in it. */
    embeddedClusterUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run of the embedded leg, started as the server starts
 * its own (same code, same binaries), in a scratch data directory removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-test-cluster-'));
  const cluster = await startEmbeddedCluster(dataDir);
  project.provide('embeddedClusterUrl', cluster.url);
  return async () => {
    await cluster.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
