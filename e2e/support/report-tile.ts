import type { Locator, Page } from 'playwright-core';

/**
 * Reading a report tile on screen (docs/reports.md), for the journeys that check its figures and
 * grids against the API: which tile, its figures and rows as shown, switching views (the texts
 * figures take in the user's language are support/figures.ts').
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
  return readEveryRow(grid.page(), () =>
    grid
      .locator('tbody tr')
      .evaluateAll(
        (rows, ids) =>
          rows.map((row) =>
            ids.map((id) => row.querySelector(`[data-column="${id}"]`)?.textContent ?? ''),
          ),
        columns,
      ),
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

/**
 * What `read` sees of the page's grids with every row shown, as paper gets them: a long grid
 * shows one page on screen and every row while the browser prints (use-grid-page.ts).
 */
export async function readEveryRow<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  try {
    return await read();
  } finally {
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  }
}
