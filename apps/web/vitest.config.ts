import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  resolve: {
    alias: { '@barnboard/domain': path.resolve(here, '../../packages/domain/src/index.ts') },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/i18n-setup.ts'],
    // Two shared cores: one worker keeps the machine usable for the other builds.
    maxWorkers: 1,
    // A form test types field by field through jsdom: 3–4 s alone on this 2-core machine, past
    // Vitest's 5 s default while a build or the server tests share the cores. A guard against a
    // hang, not a speed check.
    testTimeout: 20_000,
  },
});
