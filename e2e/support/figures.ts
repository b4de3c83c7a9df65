import type { Page } from 'playwright-core';
import type { KpiKind } from '@barnboard/domain';

// --- How figures read (docs/formatting.md, docs/reports.md) -----------------------------------

/**
 * `count`: whole, grouped; `percent`: a fraction × 100 with one decimal; `number`: two
 * decimals, whole ones too (weights, here in kg, the default unit): one precision per column
 * (docs/formatting.md), each rounded once from the exact value.
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
        // 12 → "12.00", 12.5 → "12.50", halves away from zero.
        return new Intl.NumberFormat(language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: 'negative',
        }).format(value);
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
