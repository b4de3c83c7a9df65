import { z } from 'zod';
import { isSupportedInstant, YEAR_REASON } from '../time/supported-dates.js';
import { normalizeDevEui } from './dev-eui.js';

/** Field schemas shared by the uplink formats. */

/** A DevEUI in any common spelling, normalised to 16 lowercase hex digits. */
export const devEuiField = z.string().transform((text, ctx) => {
  const devEui = normalizeDevEui(text);
  if (devEui === null) {
    ctx.issues.push({ code: 'custom', input: text, message: 'must be a DevEUI of 16 hex digits' });
    return z.NEVER;
  }
  return devEui;
});

/** Longer than any identifier a network server writes (TTN's correlation ids are about 80). */
export const MAX_IDENTIFIER_LENGTH = 1_000;

/**
 * An identifier the network gives (a session, a message id), stored as text: PostgreSQL text
 * cannot hold a NUL character, so one is refused here, with the field, rather than by the
 * database, which would fail the whole write the uplink is grouped in.
 */
export function identifierField(length: { min?: number; max?: number } = {}) {
  return z
    .string()
    .min(length.min ?? 0)
    .max(length.max ?? MAX_IDENTIFIER_LENGTH)
    .refine((text) => !text.includes('\u0000'), 'must not contain a NUL character');
}

/** An instant already in the stored form; batches mostly come so, and skip a Date round trip. */
const CANONICAL_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * An ISO 8601 instant with its zone, as UTC with milliseconds: network servers send nanoseconds and
 * `+00:00` or `Z`, and one fixed form lets readings be compared and ordered as text.
 */
export const instantField = z.iso
  .datetime({ offset: true })
  .refine((text) => isSupportedInstant(new Date(text)), YEAR_REASON)
  .transform((text) => (CANONICAL_INSTANT.test(text) ? text : new Date(text).toISOString()));

/** LoRaWAN uplink frame counter (32 bits on the network server). */
export const frameCounterField = z.int('must be a whole number').min(0).max(0xffff_ffff);

export const fPortField = z.int('must be a whole number').min(0).max(255);

/**
 * A gateway's received signal strength (dBm) and signal-to-noise ratio (dB), stored as `real`:
 * bounded well past what LoRa radios report (RSSI about -140 to 0, SNR about -20 to +15), so
 * that a value no radio gives is refused with its field rather than by the column.
 */
export const rssiField = z.number().min(-300).max(100);
export const snrField = z.number().min(-100).max(100);
