// Fails when a key of one catalogue (en, fr, es) is missing in another, or a value is empty.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const dir = path.join(root, 'apps/web/src/i18n/locales');
const languages = ['en', 'fr', 'es'];

/** @param {unknown} value @param {string} prefix @returns {[string, unknown][]} */
function flatten(value, prefix = '') {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

/** @type {Record<string, Map<string, unknown>>} */
const catalogues = Object.fromEntries(
  languages.map((lang) => {
    const file = path.join(dir, `${lang}.json`);
    if (!fs.existsSync(file)) {
      console.error(`✗ missing catalogue ${path.relative(root, file)}`);
      process.exit(1);
    }
    return [lang, new Map(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))))];
  }),
);

/** @param {string} lang */
const catalogue = (lang) => /** @type {Map<string, unknown>} */ (catalogues[lang]);

const problems = [];
for (const lang of languages) {
  for (const other of languages) {
    if (other === lang) continue;
    for (const key of catalogue(lang).keys()) {
      if (!catalogue(other).has(key))
        problems.push(`${other}.json lacks '${key}' (present in ${lang}.json)`);
    }
  }
  for (const [key, value] of catalogue(lang)) {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${lang}.json: '${key}' is empty or not text`);
  }
}
if (problems.length) {
  console.error(`✗ translation catalogues differ:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`✓ catalogues en, fr, es: ${catalogue('en').size} keys each`);
