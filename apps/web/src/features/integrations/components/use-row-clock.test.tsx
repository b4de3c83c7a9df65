import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserInTokyo } from '../../../testing/browser-in-tokyo';
import { startTestSession } from '../../../testing/session-fixture';
import { useRowClock } from './use-row-clock';

/** 06:53 in Montréal (the test site's zone), 20:53 in Tokyo (the browser's). */
const AT = '2026-11-24T11:53:00Z';

describe('useRowClock', () => {
  browserInTokyo();

  it("dates an installation on its site's clock when the user has the site", () => {
    const { site } = startTestSession({ userPrefs: { DateFormat: 'DD-MM-YYYY' } });
    const { result } = renderHook(() => useRowClock());
    expect(result.current(site.id).dateTime(AT)).toBe('24-11-2026 06:53');
  });

  it('names the zone of a time that belongs to no site of the user', () => {
    const { site } = startTestSession();
    const { result } = renderHook(() => useRowClock());
    expect(result.current(null).dateTime(AT)).toBe('2026-11-24 06:53 (America/Montreal)');
    expect(result.current('another farm’s site').dateTime(AT)).toBe(
      '2026-11-24 06:53 (America/Montreal)',
    );
    expect(result.current(site.id).day(AT)).toBe('2026-11-24');
  });

  it("gives an integrator, who has no site, the browser's clock with its zone", () => {
    const { result } = renderHook(() => useRowClock());
    expect(result.current(null).dateTime(AT)).toBe('2026-11-24 20:53 (Asia/Tokyo)');
  });
});
