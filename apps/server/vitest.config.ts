import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

/** Server tests: one project per database engine, the same test files in both. */
export default defineConfig({
  resolve: { alias: { '@barnboard/domain': domainSource } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` test what only PostgreSQL has (its connection pool): they run in the
    // PostgreSQL leg only, rather than showing as skipped on PGlite.
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DB === 'postgres' ? [] : ['**/*.postgres.test.ts']),
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
