import { defineConfig } from 'vitest/config';

/** Unit tests of the project scripts' pure logic (no build, no network). */
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
});
