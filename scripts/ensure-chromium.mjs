// End-to-end journeys drive Debian's Chromium, and look at the PDFs they print as pictures with
// poppler's pdftoppm. Installs both when missing and running as root; otherwise says exactly
// what is missing. Never downloads a browser build of its own.
import fs from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PDFTOPPM = '/usr/bin/pdftoppm';

/** What each Debian package brings, by the file that tells it is installed. */
const PACKAGES = [
  { file: CHROMIUM, packages: ['chromium', 'fonts-liberation'] },
  { file: PDFTOPPM, packages: ['poppler-utils'] },
];

export async function ensureChromium() {
  const missing = PACKAGES.filter(({ file }) => !fs.existsSync(file));
  if (missing.length === 0) return true;
  const names = missing.flatMap(({ packages }) => packages);
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ Missing: ${missing.map(({ file }) => file).join(', ')}. Install Debian's packages ` +
        `(sudo apt-get install ${names.join(' ')}), or set CHROMIUM_PATH to a Chromium binary.`,
    );
    return false;
  }
  console.log(`Installing Debian's ${names.join(', ')} (needed by the end-to-end journeys)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', ...names], { env })) !== 0) return false;
  return PACKAGES.every(({ file }) => fs.existsSync(file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await ensureChromium()) ? 0 : 1;
}
