import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A test file that replaces a module or a global (`vi.mock`, `vi.stubGlobal`, …) needs a module
 * graph of its own: in a shared one, its mock could reach the files after it, or come too late
 * for a module an earlier file loaded. Read from the files themselves, so a new file falls on
 * the right side without a list to keep.
 */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv)\(/;

const testFiles = fs
  .readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export const filesThatMock = testFiles.filter((file) =>
  REPLACES_A_MODULE.test(fs.readFileSync(path.join(here, file), 'utf8')),
);
const filesThatShare = testFiles.filter((file) => !filesThatMock.includes(file));

/**
 * The web app's unit tests, in two Vitest projects (docs/testing.md, "Unit tests"). `web` runs the
 * files that replace nothing in one module graph and one jsdom per worker: the catalogues, React,
 * Mantine and jsdom are set up once, not once per file (about 1.5 s a file on this machine), and
 * `testing/between-files.ts` clears what a file leaves in the page. `web-mocking` gives each file
 * that mocks a module or a global a fresh graph and jsdom, as before.
 */
export function webProject(name: string, files: string[], isolate: boolean) {
  return defineConfig({
    root: here,
    plugins: [react()],
    resolve: {
      alias: { '@barnboard/domain': path.resolve(here, '../../packages/domain/src/index.ts') },
    },
    test: {
      name,
      environment: 'jsdom',
      include: files,
      isolate,
      setupFiles: [
        'src/testing/i18n-setup.ts',
        ...(isolate ? [] : ['src/testing/between-files.ts']),
      ],
      // A form test types field by field through jsdom: 3–4 s alone on this 2-core machine, past
      // Vitest's 5 s default while a build or the server tests share the cores. A guard against a
      // hang, not a speed check.
      testTimeout: 20_000,
    },
  });
}

export default webProject('web', filesThatShare, false);
