import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { startEmbeddedCluster } from '../../src/db/embedded/cluster.js';
import { onServer } from './on-server.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Vitest's provided values are declared by merging into its interface
  export interface ProvidedContext {
    /** The test leg's PostgreSQL, on a maintenance database: each test file makes a database in it. */
    testServerUrl: string;
    /** A database migrated once for the run, which each test file's database is copied from. */
    templateDatabase: string;
  }
}

/**
 * The test leg's PostgreSQL and a migrated template database. The embedded leg starts one
 * embedded PostgreSQL for the whole run, as the server starts its own (same code, same binaries),
 * in a scratch data directory removed at the end; the other leg uses TEST_DATABASE_URL. Copying a
 * migrated template takes a third of the time of creating and migrating a database, for each of
 * the hundred-odd databases a leg makes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgresServer = process.env.TEST_DB === 'postgres';
  const dataDir = onPostgresServer
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-test-cluster-'));
  const cluster = dataDir ? await startEmbeddedCluster(dataDir) : null;
  const serverUrl = cluster?.url ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  const template = `bb_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await handle.close();

  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await onServer(serverUrl, `drop database if exists ${template} with (force)`);
    await cluster?.release();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
