import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { browserInTokyo } from '../../testing/browser-in-tokyo';
import { startTestSession } from '../../testing/session-fixture';
import { usePrintedHeader } from './use-printed-header';

browserInTokyo();

it("prints a tile's header with the site's date and time, not the browser's", () => {
  // 06:53 in Montréal, 20:53 in Tokyo.
  vi.setSystemTime(new Date('2026-11-24T11:53:00Z'));
  startTestSession();
  const { result } = renderHook(() => usePrintedHeader());
  expect(result.current.printedAt).toBe('Printed on 2026-11-24 at 06:53');
  expect(result.current.siteName).toBe('Maternité Saint-Hyacinthe');
});

it("writes the site's year in the copyright line", () => {
  // New Year's Day in Tokyo, still New Year's Eve in Montréal.
  vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
  startTestSession();
  const { result } = renderHook(() => usePrintedHeader());
  expect(result.current.copyright).toContain('2026');
});
