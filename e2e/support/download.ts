import fs from 'node:fs';
import type { Download, Locator } from 'playwright-core';

/** Clicks what starts a download and reads the file the browser saved. */
export async function downloaded(trigger: Locator): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([trigger.page().waitForEvent('download'), trigger.click()]);
  return { file, bytes: fs.readFileSync(await file.path()) };
}
