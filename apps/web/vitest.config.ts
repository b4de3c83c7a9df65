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
  },
});
