import { expect, it } from 'vitest';
import { isTimeZone } from './time-zone.js';

it.each(['America/Montreal', 'America/Toronto', 'Europe/Paris', 'UTC'])('knows %s', (zone) =>
  expect(isTimeZone(zone)).toBe(true),
);
it.each(['Mars/Olympus', 'Montreal', ''])('refuses %j', (zone) =>
  expect(isTimeZone(zone)).toBe(false),
);
