import { DateTime } from 'luxon';

/**
 * Yearly maintenance (spec §2): 21 September, 08:00–17:00 Montreal time. The notice shows from
 * NOTICE_LEAD_DAYS before the window until the window ends.
 */
export const MAINTENANCE_ZONE = 'America/Montreal';
export const MAINTENANCE_MONTH = 9;
export const MAINTENANCE_DAY = 21;
export const MAINTENANCE_START_HOUR = 8;
export const MAINTENANCE_END_HOUR = 17;
export const NOTICE_LEAD_DAYS = 30;

export type MaintenanceWindow = { start: DateTime; end: DateTime };

export function maintenanceWindow(year: number): MaintenanceWindow {
  const day = { year, month: MAINTENANCE_MONTH, day: MAINTENANCE_DAY };
  const start = DateTime.fromObject(
    { ...day, hour: MAINTENANCE_START_HOUR },
    { zone: MAINTENANCE_ZONE },
  );
  const end = DateTime.fromObject(
    { ...day, hour: MAINTENANCE_END_HOUR },
    { zone: MAINTENANCE_ZONE },
  );
  return { start, end };
}

/** The window to announce at `now`, or null when no notice is due. */
export function upcomingMaintenance(now: Date): MaintenanceWindow | null {
  const instant = DateTime.fromJSDate(now).setZone(MAINTENANCE_ZONE);
  const window = maintenanceWindow(instant.year);
  const noticeFrom = window.start.minus({ days: NOTICE_LEAD_DAYS });
  return instant >= noticeFrom && instant < window.end ? window : null;
}
