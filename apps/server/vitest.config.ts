import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

const onPostgresServer = process.env.TEST_DB === 'postgres';

/**
 * Server tests, on one of two database engines (docs/testing.md, "Which server tests run on both
 * engines"). The embedded leg runs every file: it is what users get by default. The PostgreSQL
 * server leg runs only `*.sql.test.ts`, the files whose subject is SQL that could behave otherwise
 * on another engine or version; routes, access, HTTP and validation do not change with it.
 */
export default defineConfig({
  resolve: { alias: { '@barnboard/domain': domainSource } },
  test: {
    name: 'server',
    // `*.embedded.test.ts` test the embedded engine itself (clusters of their own): embedded leg only.
    include: onPostgresServer
      ? ['src/**/*.sql.test.ts', 'test/**/*.sql.test.ts']
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The embedded leg starts one embedded PostgreSQL for the run, as the server would; either
    // leg migrates one template database that each file's database is copied from.
    globalSetup: ['test/support/test-databases.global.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file imports the whole app; in a fresh process per file that import was most of the
    // leg's time (12 min on two cores, 5 with these two settings). Files share nothing but the
    // modules: each opens its own database and app, and closes them.
    isolate: false,
    // The files wait on PostgreSQL as much as they compute: one worker more than the cores.
    maxWorkers: 3,
  },
});
