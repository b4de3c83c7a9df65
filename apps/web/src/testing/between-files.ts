import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import { i18n } from '../i18n';
import { setLiveStatus } from '../lib/live/live-status';
import { resetSessionState } from '../lib/session/session-store';

/**
 * The `web` project's files share one module graph and one jsdom per worker (vitest.config.ts).
 * Each starts as a fresh page would: English, nothing stored, nothing rendered, no session, the
 * live stream down; and leaves no timer, spy or stubbed global behind.
 */
beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterAll(() => {
  cleanup();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionState();
  setLiveStatus('down');
  vi.useRealTimers();
  vi.restoreAllMocks();
});
