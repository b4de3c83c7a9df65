/**
 * Feeding-station notification codes (spec §8). Numbers only: the texts live in the web
 * catalogues (`notificationCodes.<code>`), in the user's language.
 */
export const NOTIFICATION_CODES = [
  0, 1, 2, 3, 10, 11, 12, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114,
  115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 200, 201, 301, 302, 303, 701,
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

const known = new Set<number>(NOTIFICATION_CODES);

export function isNotificationCode(value: number): value is NotificationCode {
  return known.has(value);
}
