import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

describe('notificationTime', () => {
  it("shows the instant on the site's clock, in the user's formats", () => {
    const at = '2026-01-10T04:30:00.000Z';
    expect(notificationTime(at, 'America/Montreal', DEFAULT_DISPLAY_PREFS)).toBe(
      '2026-01-09 23:30',
    );
    expect(
      notificationTime(at, 'Europe/Paris', {
        ...DEFAULT_DISPLAY_PREFS,
        dateFormat: 'DMY',
        hourCycle: 12,
      }),
    ).toBe('10-01-2026 5:30 AM');
  });

  it('shows an unreadable time as it came', () => {
    expect(notificationTime('soon', 'UTC', DEFAULT_DISPLAY_PREFS)).toBe('soon');
  });
});
