// What a browser fetches before the web app can paint: the entry chunk, every chunk it imports
// statically (transitively) and their CSS. Lazy routes and the language catalogues are dynamic
// imports and are left out. Pure functions over Vite's manifest and index.html, so they are testable.

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The files the entry loads before it runs: its own, those of its static imports (followed
 * transitively, each once), and the CSS they bring.
 * @param {Manifest} manifest Vite's dist/.vite/manifest.json
 * @param {string} entryKey the manifest key of the entry ('index.html')
 * @returns {{ js: string[], css: string[] }} paths relative to dist, in load order
 */
export function initialFiles(manifest, entryKey = 'index.html') {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`The manifest has no entry '${entryKey}'`);
  /** @type {Set<string>} */ const js = new Set();
  /** @type {Set<string>} */ const css = new Set();
  /** @type {Set<string>} */ const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest imports '${key}', which it does not list`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return { js: [...js], css: [...css] };
}

/**
 * The files index.html itself loads: module scripts, module preloads and stylesheets.
 * @param {string} html
 * @returns {{ js: string[], css: string[] }} paths relative to dist
 */
export function filesLinkedFrom(html) {
  /** @type {string[]} */ const js = [];
  /** @type {string[]} */ const css = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    const file = url.replace(/^\//, '');
    if (/^<script\b/.test(tag) && /\btype="module"/.test(tag)) js.push(file);
    else if (/\brel="modulepreload"/.test(tag)) js.push(file);
    else if (/\brel="stylesheet"/.test(tag)) css.push(file);
  }
  return { js, css };
}

/**
 * Sums sizes against a budget.
 * @param {{ file: string, gzipBytes: number }[]} sizes
 * @param {number} budgetBytes
 */
export function checkBudget(sizes, budgetBytes) {
  const total = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  return { total, budgetBytes, withinBudget: total <= budgetBytes };
}
