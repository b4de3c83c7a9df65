import { defineConfig } from 'vitest/config';

/** One Vitest run for every workspace; `npm test` picks projects by name. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/server', 'e2e', 'scripts'],
  },
});
