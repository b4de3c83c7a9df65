/** Letters and digits that read unambiguously when handed over on paper (no 0/O, 1/l/I). */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/**
 * A first password to hand over (spec §5's rules: 8 to 32 characters with a lowercase letter,
 * an uppercase letter and a digit): `length` characters from the browser's cryptographic random
 * source, with one character of each class at three random places.
 */
export function generateFirstPassword(length = 12): string {
  const random = crypto.getRandomValues(new Uint32Array(length * 2));
  const chars = Array.from({ length }, (_, i) => ALL[random[i]! % ALL.length]!);
  // A random order of the places (Fisher–Yates); the first three get one class each.
  const places = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = random[length + i]! % (i + 1);
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  [LOWER, UPPER, DIGITS].forEach((alphabet, i) => {
    const place = places[i]!;
    chars[place] = alphabet[random[place]! % alphabet.length]!;
  });
  return chars.join('');
}
