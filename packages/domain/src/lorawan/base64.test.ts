import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64.js';

const text = (bytes: Uint8Array | null) =>
  bytes === null ? null : new TextDecoder().decode(bytes);
const ascii = (value: string) => new TextEncoder().encode(value);

describe('base64', () => {
  // RFC 4648 §10 test vectors.
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes and decodes %j as %j', (plain, encoded) => {
    expect(encodeBase64(ascii(plain))).toBe(encoded);
    expect(text(decodeBase64(encoded))).toBe(plain);
  });

  it('accepts unpadded text and bytes beyond ASCII', () => {
    expect(text(decodeBase64('Zm9vYg'))).toBe('foob');
    expect(text(decodeBase64('Zm8'))).toBe('fo');
    expect(decodeBase64('Af//DBz/nCE=')).toEqual(
      new Uint8Array([0x01, 0xff, 0xff, 0x0c, 0x1c, 0xff, 0x9c, 0x21]),
    );
  });

  it.each(['Zm9v!', 'Zm9vY', 'Zm9=v', 'Zg=', 'Zm9v====', 'Zm-_', 'Zm9v\n'])(
    'refuses %j',
    (encoded) => {
      expect(decodeBase64(encoded)).toBeNull();
    },
  );

  it('decodes whatever it encodes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
      }),
    );
  });
});
