import { describe, expect, it } from 'vitest';
import { checkBudget, filesLinkedFrom, initialFiles } from './initial-load.mjs';

/** A manifest shaped like Vite's: an entry, shared chunks, a lazy route and a catalogue. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/features/auth/index.ts', 'src/i18n/locales/fr.json'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  // Shared by the router and the entry: counted once.
  '_router.js': { file: 'assets/router.js', imports: ['_react.js', '_history.js'] },
  '_history.js': { file: 'assets/history.js', css: ['assets/history.css'] },
  'src/features/auth/index.ts': {
    file: 'assets/auth.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'src/i18n/locales/fr.json': { file: 'assets/fr.js', isDynamicEntry: true },
};

describe('initialFiles', () => {
  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    expect(initialFiles(manifest)).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/history.js'],
      css: ['assets/index.css', 'assets/history.css'],
    });
  });

  it('terminates on an import cycle', () => {
    const cyclic = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_b.js'] },
      '_b.js': { file: 'b.js', imports: ['index.html'] },
    };
    expect(initialFiles(cyclic).js).toEqual(['a.js', 'b.js']);
  });

  it('says what is wrong when the entry or an imported chunk is missing', () => {
    expect(() => initialFiles({})).toThrow("The manifest has no entry 'index.html'");
    const broken = { 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } };
    expect(() => initialFiles(broken)).toThrow("imports '_gone.js', which it does not list");
  });
});

describe('filesLinkedFrom', () => {
  it('lists module scripts, module preloads and stylesheets, not icons or external URLs', () => {
    const html = `<link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel="stylesheet" crossorigin href="/assets/index.css">
      <script type="module" src="https://cdn.example.com/x.js"></script>`;
    expect(filesLinkedFrom(html)).toEqual({
      js: ['assets/index.js', 'assets/react.js'],
      css: ['assets/index.css'],
    });
  });
});

describe('checkBudget', () => {
  const sizes = [
    { file: 'a.js', gzipBytes: 100_000 },
    { file: 'b.js', gzipBytes: 70_000 },
  ];
  it('passes at the budget exactly and fails one byte over', () => {
    expect(checkBudget(sizes, 170_000)).toEqual({
      total: 170_000,
      budgetBytes: 170_000,
      withinBudget: true,
    });
    expect(checkBudget(sizes, 169_999).withinBudget).toBe(false);
  });
});
