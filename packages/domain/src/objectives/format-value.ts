/**
 * Objective values on screen (spec §9): percent metrics are stored as fractions and shown × 100
 * with two decimals ("86.00"); other values are rounded to two decimals without padding
 * ("114.5"). A missing threshold shows as an empty field.
 */
export function formatObjectiveValue(value: number | null, isPercent: boolean): string {
  if (value === null) return '';
  const shown = isPercent ? value * 100 : value;
  const rounded = roundTo2(shown);
  return isPercent ? rounded.toFixed(2) : String(rounded);
}

/**
 * What the user typed in a threshold field, in the stored unit: '' → null (no threshold), a
 * number (',' accepted as the decimal mark) → the value (÷ 100 for percent), else undefined.
 */
export function parseObjectiveValue(text: string, isPercent: boolean): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  // 14.4 / 100 is 0.14400000000000002: 12 significant digits give back 0.144.
  return isPercent ? Number((value / 100).toPrecision(12)) : value;
}

/**
 * Halves round away from zero, as Intl does. 1.005 × 100 is 100.49999999999999, so the product
 * is first cut to 12 significant digits, else 1.005 would show as 1.
 */
function roundTo2(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
  // + 0 turns a −0 into 0, which would otherwise print as "-0".
  return (Math.sign(value) * cents) / 100 + 0;
}
