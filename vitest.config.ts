import { defineConfig } from 'vitest/config';
import { SlowestJourneysFirst } from './e2e/support/slowest-first.js';

/** One Vitest run for every workspace; `npm test` picks projects by name. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocking.config.ts',
      'apps/server',
      'e2e',
      'scripts',
    ],
    sequence: { sequencer: SlowestJourneysFirst },
  },
});
