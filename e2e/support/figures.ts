import type { Page } from 'playwright-core';
import type { KpiKind } from '@barnboard/domain';

// --- How figures read (docs/formatting.md, docs/reports.md) -----------------------------------

/**
 * `count`: whole, grouped; `percent`: a fraction × 100 with one decimal; `number`: two
 * decimals trimmed when .00 (weights, here in kg, the default unit).
 */
export type Figure = readonly [value: number | null, kind: KpiKind];

/** The texts the docs give these figures, with the browser's Intl: the app's separators. */
export function formatAll(
  page: Page,
  language: string,
  figures: readonly Figure[],
): Promise<string[]> {
  return page.evaluate(
    ({ language, figures }) =>
      figures.map(([value, kind]) => {
        if (value === null) return '—';
        if (kind === 'count') {
          return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
        }
        if (kind === 'percent') {
          return new Intl.NumberFormat(language, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(value * 100);
        }
        // Spec §9: 12 → "12", 12.5 → "12.50", halves away from zero.
        const cents = Math.sign(value) * Math.round(Math.abs(value) * 100);
        const decimals = cents % 100 === 0 ? 0 : 2;
        return new Intl.NumberFormat(language, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(cents / 100);
      }),
    { language, figures },
  );
}

export async function formatFigures(
  page: Page,
  language: string,
  figures: Record<string, Figure>,
): Promise<Record<string, string>> {
  const texts = await formatAll(page, language, Object.values(figures));
  return Object.fromEntries(Object.keys(figures).map((id, index) => [id, texts[index]!]));
}

/** Counts as the grids show them in `language`: 1000 reads "1,000" in English. */
export function formatCounts(
  page: Page,
  counts: readonly number[],
  language = 'en',
): Promise<string[]> {
  return formatAll(
    page,
    language,
    counts.map((count) => [count, 'count'] as const),
  );
}
