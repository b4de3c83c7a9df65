/**
 * DevEUI: the 64-bit identifier of a LoRaWAN end device, which the product calls the sensor's
 * "MAC address". People copy it from labels and consoles in several spellings, so it is
 * normalised to one form (16 lowercase hex digits) before it is stored or compared.
 */

/** 8 hex pairs, either run together or split by one separator used throughout (`-`, `:` or space). */
const DEV_EUI_PATTERN = /^[0-9a-f]{2}([-: ]?)[0-9a-f]{2}(?:\1[0-9a-f]{2}){6}$/i;

/** The stored form, which gateways and imports mostly send: nothing to normalise. */
const NORMAL_DEV_EUI = /^[0-9a-f]{16}$/;

/** The DevEUI as 16 lowercase hex digits, or null when the text is not a DevEUI. */
export function normalizeDevEui(text: string): string | null {
  if (NORMAL_DEV_EUI.test(text)) return text;
  const trimmed = text.trim();
  if (!DEV_EUI_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/[-: ]/g, '').toLowerCase();
}

export function isDevEui(text: string): boolean {
  return normalizeDevEui(text) !== null;
}
