/**
 * A duration as hours, minutes and seconds (spec §9), to the nearest second: 45 → "45 s",
 * 65 → "1 min 05 s", 3725 → "1 h 02 min 05 s". Leading zero units are left out; the ones after
 * the first are two digits, so durations in a column line up. Hours are not folded into days.
 * The symbols are SI's, the same in every language.
 */
export function formatDuration(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  const parts = [
    [Math.floor(total / 3600), 'h'],
    [Math.floor(total / 60) % 60, 'min'],
    [total % 60, 's'],
  ] as const;
  const first = parts.findIndex(([count]) => count > 0);
  const shown = parts.slice(first === -1 ? parts.length - 1 : first);
  const text = shown
    .map(([count, symbol], i) => `${i === 0 ? count : String(count).padStart(2, '0')} ${symbol}`)
    .join(' ');
  return seconds < 0 && total > 0 ? `-${text}` : text;
}
