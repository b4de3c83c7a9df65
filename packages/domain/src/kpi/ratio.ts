/** numerator ÷ denominator, or null when the denominator is 0 (never 0 or NaN). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

/**
 * An annual rate: (count ÷ D × 365) ÷ average inventory, evaluated in exactly that order so a
 * second implementation can match it to the last bit; null when the inventory is 0.
 */
export function perYear(count: number, days: number, averageInventory: number): number | null {
  return averageInventory === 0 ? null : ((count / days) * 365) / averageInventory;
}
