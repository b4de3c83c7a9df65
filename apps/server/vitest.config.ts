import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

/** Server tests: one project per database engine, the same test files in both. */
export default defineConfig({
  resolve: { alias: { '@barnboard/domain': domainSource } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      // `*.embedded.test.ts` test the embedded engine itself (clusters of their own): embedded leg only.
      ...(process.env.TEST_DB === 'postgres' ? ['**/*.embedded.test.ts'] : []),
    ],
    // The embedded leg starts one embedded PostgreSQL for the run, as the server would.
    globalSetup:
      process.env.TEST_DB === 'postgres' ? [] : ['test/support/embedded-cluster.global.ts'],
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
