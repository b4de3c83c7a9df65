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
    // A guard against a hang, not a speed check: a journey through many pages (the help centre's
    // five pages with axe, its twelve screenshots) took 50–60 s while another journey's browser
    // and server shared the two cores, and 60 s timed two of them out.
    testTimeout: 120_000,
    hookTimeout: 200_000,
    // A screen the journeys wait for (a favourites page's tiles, the next page's title) can take
    // more than Vitest's 1 s default to show on two cores shared by two browsers and their
    // servers; a poll passes as soon as it holds, so only a failure waits the whole 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
