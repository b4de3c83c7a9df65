import fc from 'fast-check';

/**
 * Bad values for the write-route property (write-routes.property.test.ts), by the kind of field
 * they replace. A value is `refused` when no route may accept it (a NUL, year 0, a number past any
 * column), or an `edge` when a field may accept it but must never fail on it (2^31 in a count
 * that has no smaller bound).
 */

export type FieldKind = 'text' | 'credential' | 'number' | 'date' | 'instant' | 'uuid' | 'boolean';

/** How a bad value is written: a JSON value, a literal no JS value spells, bytes not UTF-8. */
export type BadValue =
  | { kind: 'json'; value: unknown }
  | { kind: 'literal'; text: string }
  | { kind: 'bytes'; bytes: Buffer };

export type Generated = { label: string; value: BadValue; refused: boolean };

const json = (label: string, value: unknown, refused = true): Generated => ({
  label,
  value: { kind: 'json', value },
  refused,
});
const literal = (text: string): Generated => ({
  label: `literal ${text}`,
  value: { kind: 'literal', text },
  refused: true,
});

/** Byte sequences that are not UTF-8: stray, overlong, a surrogate, cut short, out of range. */
const NOT_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

const invalidUtf8: fc.Arbitrary<Generated> = fc
  .tuple(fc.constantFrom(...NOT_UTF8), fc.string({ maxLength: 8 }))
  .map(([bytes, text]) => ({
    label: `bytes ${Buffer.from(bytes).toString('hex')} after ${JSON.stringify(text)}`,
    value: { kind: 'bytes', bytes: Buffer.concat([Buffer.from(text), Buffer.from(bytes)]) },
    refused: true,
  }));

const withNul: fc.Arbitrary<Generated> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => json('text with NUL', `${before}\u0000${after}`));

/**
 * Half of a UTF-16 pair, as JSON writes it ("\ud800"): JSON bodies only, where it can be sent
 * (no UTF-8 text can carry it). The database refused it inside JSON (a 500) and stored U+FFFD for
 * it in text (issue 27).
 */
const loneSurrogate: fc.Arbitrary<Generated> = fc
  .tuple(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 8 }))
  .chain(([half, text]) =>
    fc
      .constantFrom(`${half}${text}`, `${text}${half}`)
      .map((value) => json(`text with the lone surrogate ${JSON.stringify(half)}`, value)),
  );

/** Arrays or objects nested past the depth limit (32), up to thousands of levels, as JSON text. */
const deepJson: fc.Arbitrary<Generated> = fc
  .tuple(fc.integer({ min: 33, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => ({
    label: `nested ${depth} deep`,
    value: {
      kind: 'literal',
      text: arrays
        ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    },
    refused: true,
  }));

/** Longer than any text field of the API, within the smallest body limit (1 MB). */
const oversize: fc.Arbitrary<Generated> = fc
  .tuple(fc.integer({ min: 1_001, max: 200_000 }), fc.constantFrom('x', 'é', '🐖'))
  .map(([length, unit]) => json(`${length} × ${unit}`, unit.repeat(length)));

const notText: fc.Arbitrary<Generated> = fc.oneof(
  fc.integer().map((n) => json(`number ${n}`, n)),
  fc.boolean().map((b) => json(`boolean ${b}`, b)),
  fc.constant(json('array', ['a'])),
  fc.constant(json('object', { a: 'b' })),
);

/** Strings no number field reads as a number (digit strings are numbers in CSV cells). */
const notNumber: fc.Arbitrary<Generated> = fc.oneof(
  fc
    .constantFrom('NaN', 'Infinity', '-Infinity', 'abc', '1e308', '12abc', '0x10')
    .map((text) => json(`string ${text}`, text)),
  fc.boolean().map((b) => json(`boolean ${b}`, b)),
  fc.constant(json('array', [1])),
  fc.constant(json('object', { a: 1 })),
);

const hugeNumbers: fc.Arbitrary<Generated> = fc.oneof(
  fc
    .constantFrom(1e308, -1e308, 2 ** 63, -(2 ** 63), Number.MAX_VALUE)
    .map((n) => json(`number ${n}`, n)),
  fc
    .constantFrom(
      '9223372036854775808',
      '-9223372036854775809',
      '1e309',
      '-1e309',
      '1' + '0'.repeat(400),
    )
    .map(literal),
);

/** Past int4 or past the doubles' integers: a field may take them, but never fail on them. */
const edgeNumbers: fc.Arbitrary<Generated> = fc
  .constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, -(2 ** 53) + 1, 1e15 + 0.5)
  .map((n) => json(`number ${n}`, n, false));

const badDates = fc
  .constantFrom(
    '0000-01-01',
    '99999-01-01',
    '2026-02-30',
    '2026-13-01',
    '1899-12-31',
    '3000-01-01',
    '-0001-01-01',
  )
  .map((text) => json(`date ${text}`, text));

const badInstants = fc
  .constantFrom(
    '0000-01-01T00:00:00Z',
    '99999-01-01T00:00:00Z',
    '+099999-01-01T00:00:00Z',
    '2026-02-30T06:00:00Z',
    '1899-12-31T23:59:59Z',
    '3000-01-01T00:00:00Z',
    '2026-03-10T25:00:00Z',
  )
  .map((text) => json(`instant ${text}`, text));

const notUuid = fc
  .constantFrom(
    'not-a-uuid',
    '0000-01-01',
    '1e308',
    '../..',
    '{00000000-0000-4000-8000-000000000000}',
  )
  .map((text) => json(`string ${text}`, text));

const notBoolean = fc.oneof(
  fc
    .constantFrom('yes', 'true', 1, 0, [true], { a: true })
    .map((v) => json(`${JSON.stringify(v)}`, v)),
);

const everyKind = [withNul, invalidUtf8];

/** The bad values of a field of this kind; `nested` says whether JSON structure can be sent. */
export function badValuesFor(kind: FieldKind, nested: boolean): fc.Arbitrary<Generated> {
  const common = nested ? [...everyKind, deepJson, loneSurrogate] : everyKind;
  switch (kind) {
    case 'credential':
      return fc.oneof(...everyKind, oversize);
    case 'text':
      return fc.oneof(...common, oversize, ...(nested ? [notText] : []));
    case 'uuid':
      return fc.oneof(...common, oversize, notUuid, ...(nested ? [notText] : []));
    case 'date':
      return fc.oneof(...common, badDates, ...(nested ? [notText] : []));
    case 'instant':
      return fc.oneof(...common, badInstants, ...(nested ? [notText] : []));
    case 'number':
      return fc.oneof(...common, hugeNumbers, edgeNumbers, notNumber);
    case 'boolean':
      return fc.oneof(...common, notBoolean);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The kind of a field, from a valid value of it; in text (a CSV cell, a form field, a query
 * string) digits are a number, in JSON a string of digits is text (a DevAddr).
 */
export function kindOf(value: unknown, inText: boolean): FieldKind {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  const text = String(value);
  if (UUID.test(text)) return 'uuid';
  if (DATE.test(text)) return 'date';
  if (INSTANT.test(text)) return 'instant';
  if (inText && /^-?\d+([.,]\d+)?$/.test(text)) return 'number';
  return 'text';
}
