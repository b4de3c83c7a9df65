import { defineConfig } from 'vitest/config';

/** Browser journeys: each file starts its own server, so files run in parallel (two cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/demo-data.global.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 200_000,
  },
});
