// End-to-end journeys drive Debian's Chromium. Installs it when missing and running as root;
// otherwise says exactly what is missing. Never downloads a browser build of its own.
import fs from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
    return false;
  }
  console.log("Installing Debian's chromium package (needed by the end-to-end journeys)…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if (
    (await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env })) !== 0
  )
    return false;
  return fs.existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await ensureChromium()) ? 0 : 1;
}
