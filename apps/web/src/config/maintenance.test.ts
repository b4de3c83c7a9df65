import { describe, expect, it } from 'vitest';
import { maintenanceWindow, upcomingMaintenance } from './maintenance';

describe('maintenance window', () => {
  it('is 21 September 08:00–17:00 in Montreal (EDT, UTC-4)', () => {
    const { start, end } = maintenanceWindow(2025);
    expect(start.toUTC().toISO()).toBe('2025-09-21T12:00:00.000Z');
    expect(end.toUTC().toISO()).toBe('2025-09-21T21:00:00.000Z');
  });

  it('shows nothing more than 30 days before', () => {
    expect(upcomingMaintenance(new Date('2025-08-22T11:59:00Z'))).toBeNull();
    expect(upcomingMaintenance(new Date('2025-01-10T00:00:00Z'))).toBeNull();
  });

  it('shows the notice from 30 days before until the end', () => {
    expect(upcomingMaintenance(new Date('2025-08-22T12:00:00Z'))).not.toBeNull();
    expect(upcomingMaintenance(new Date('2025-09-21T15:00:00Z'))).not.toBeNull();
    expect(upcomingMaintenance(new Date('2025-09-21T20:59:59Z'))?.start.year).toBe(2025);
  });

  it('hides the notice once the window has ended', () => {
    expect(upcomingMaintenance(new Date('2025-09-21T21:00:00Z'))).toBeNull();
    expect(upcomingMaintenance(new Date('2025-12-01T00:00:00Z'))).toBeNull();
  });
});
