// Fails when the web app's first load carries more than 170 kB of gzipped JavaScript (the common
// mobile budget; issue 12 §4). Measures the built app (run scripts/build.mjs first): the entry
// chunk plus every chunk it imports statically, each gzipped at level 9, summed. CSS is reported.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkBudget, filesLinkedFrom, initialFiles } from './initial-load.mjs';
import { root } from './lib.mjs';

export const JS_BUDGET_BYTES = 170 * 1000;

const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`✗ ${path.relative(root, manifestPath)} is missing: run node scripts/build.mjs`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const fromManifest = initialFiles(manifest);
const fromHtml = filesLinkedFrom(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
// Both views should agree; the union keeps a file either one names from escaping the count.
const js = [...new Set([...fromManifest.js, ...fromHtml.js])];
const css = [...new Set([...fromManifest.css, ...fromHtml.css])];

/** @param {string} file */
const measure = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length };
};
const kB = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} kB`;

/** @param {string} title @param {ReturnType<typeof measure>[]} sizes */
function print(title, sizes) {
  console.log(title);
  for (const size of [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${size.file.padEnd(52)} ${kB(size.bytes).padStart(10)}  gzip ${kB(size.gzipBytes).padStart(9)}`,
    );
  }
}

const jsSizes = js.map(measure);
const cssSizes = css.map(measure);
print('Initial JavaScript (entry + static imports):', jsSizes);
print('Initial CSS:', cssSizes);
const result = checkBudget(jsSizes, JS_BUDGET_BYTES);
const cssTotal = cssSizes.reduce((sum, size) => sum + size.gzipBytes, 0);
console.log(`CSS total: ${kB(cssTotal)} gzipped (reported, no budget)`);
console.log(
  `${result.withinBudget ? '✓' : '✗'} initial JavaScript: ${kB(result.total)} gzipped, budget ${kB(result.budgetBytes)}`,
);
process.exitCode = result.withinBudget ? 0 : 1;
