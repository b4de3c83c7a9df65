import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

/** Server tests: one project per database engine, the same test files in both. */
export default defineConfig({
  resolve: { alias: { '@barnboard/domain': domainSource } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
