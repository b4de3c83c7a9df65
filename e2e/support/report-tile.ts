import type { Locator, Page } from 'playwright-core';
import type { KpiKind } from '@barnboard/domain';

/**
 * Reading a report tile on screen (docs/reports.md), for the journeys that check its figures and
 * grids against the API: which tile, its figures and rows as shown, switching views, and the
 * texts figures take in the user's language (docs/formatting.md).
 */

export const tileOf = (page: Page, key: string) =>
  page.locator(`[data-testid="report-tile"][data-tile-key="${key}"]`);

/** Waits for the tile's answer: its figures show once every request of the tile has answered. */
export async function figuresLoaded(tile: Locator): Promise<void> {
  await tile.getByTestId('report-figure').first().waitFor();
}

/** The headline figures on screen: figure id → text. */
export async function figuresShown(tile: Locator): Promise<Record<string, string>> {
  const cards = await tile
    .getByTestId('report-figure')
    .evaluateAll((figures) =>
      figures.map((figure): [string, string] => [
        (figure as HTMLElement).dataset.figure ?? '',
        figure.querySelector('[data-testid="report-figure-value"]')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(cards);
}

/** The grid's rows as shown, top to bottom: the texts of the given columns (data-column). */
export function gridRows(grid: Locator, columns: readonly string[]): Promise<string[][]> {
  return grid
    .locator('tbody tr')
    .evaluateAll(
      (rows, ids) =>
        rows.map((row) =>
          ids.map((id) => row.querySelector(`[data-column="${id}"]`)?.textContent ?? ''),
        ),
      columns,
    );
}

/** Switches the screen to another view (by day, by cause…) and waits for its grid. */
export async function showView(
  tile: Locator,
  label: string,
  firstColumn: string,
): Promise<Locator> {
  await tile.getByTestId('report-views').getByText(label, { exact: true }).click();
  const grid = tile.getByTestId('report-grid');
  await grid.locator(`thead th[data-column="${firstColumn}"]`).first().waitFor();
  return grid;
}

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
