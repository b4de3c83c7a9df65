/**
 * Standard base64 (RFC 4648 §4), as network servers send LoRaWAN payloads. Written out rather than
 * taken from `Buffer` or `atob` so the domain package runs unchanged in Node and in browsers and
 * needs neither Node nor DOM typings.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of a base64 text (padding optional), or null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  // Padding only completes a last group of four; a last group of one character (6 bits) holds no byte.
  if ((body !== text && text.length % 4 !== 0) || body.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of body) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Padded base64 of the bytes, e.g. for simulated network-server uplinks. */
export function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.subarray(i, i + 3);
    const word = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    for (let k = 0; k < 4; k++) {
      text += k <= chunk.length ? ALPHABET.charAt((word >> (18 - 6 * k)) & 0x3f) : '=';
    }
  }
  return text;
}
