import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserInTokyo } from '../../testing/browser-in-tokyo';
import { startTestSession } from '../../testing/session-fixture';
import { useSiteClock, useSiteClocks, useSiteTimeZone } from './use-site-clock';

/** 06:53 in Montréal (the test site's zone), 20:53 in Tokyo (the browser's). */
const NOW = new Date('2026-11-24T11:53:00Z');

describe('useSiteClock', () => {
  browserInTokyo();
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it("tells the time on the current site's clock, in the user's formats", () => {
    startTestSession({ userPrefs: { TimeFormat: '12', DateFormat: 'DD-MM-YYYY' } });
    const { result } = renderHook(() => useSiteClock());
    expect(result.current.timeZone).toBe('America/Montreal');
    expect(result.current.dateTime(NOW)).toBe('24-11-2026 6:53 AM');
  });

  it("gives the clock of each site the session knows, and none for another's", () => {
    const { site } = startTestSession();
    const { result } = renderHook(() => useSiteClocks());
    expect(result.current(site.id)?.dateTime(NOW)).toBe('2026-11-24 06:53');
    expect(result.current('a site of another farm')).toBeNull();
  });

  it('falls back on the browser zone only before a site is known', () => {
    const { result } = renderHook(() => useSiteTimeZone());
    expect(result.current).toBe('Asia/Tokyo');
  });
});
