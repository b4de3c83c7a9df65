import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { resetSessionState } from '../lib/session/session-store';

/**
 * Runs the tests of a file with the browser's clock in Tokyo and a fake Date, in English, while
 * startTestSession's site is in Montréal: what a test then sees on the site's clock cannot come
 * from the browser's.
 */
export function browserInTokyo(): void {
  const zone = process.env.TZ;
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    cleanup();
    resetSessionState();
    vi.useRealTimers();
    process.env.TZ = zone;
  });
}
