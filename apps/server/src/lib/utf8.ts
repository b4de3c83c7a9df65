import { isUtf8 } from 'node:buffer';

/**
 * The offset of the first byte of `bytes` that is not part of valid UTF-8; null when all are.
 * Decoding replaces such bytes with U+FFFD, so the first U+FFFD that the bytes do not spell out
 * (EF BF BD) is where they stop being UTF-8: every character before it was decoded from its own
 * valid bytes, which gives its byte offset.
 */
export function invalidUtf8Offset(bytes: Buffer): number | null {
  if (isUtf8(bytes)) return null;
  const text = bytes.toString('utf8');
  let offset = 0;
  let counted = 0;
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    offset += Buffer.byteLength(text.slice(counted, at));
    counted = at;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd)
      return offset;
  }
  // isUtf8 found a fault, so the loop has returned; this only satisfies the type.
  return offset;
}
