import type { Locator, Page } from 'playwright-core';

export type GridScroll = {
  overflows: boolean;
  scrolledBy: number;
  firstColumnInView: boolean;
  secondColumnUnderFirst: boolean;
  lastColumnInView: boolean;
  stickyBackgrounds: string[];
};

/**
 * Each grid of the screen scrolled to its end: whether it is wider than its tile, how far it
 * scrolled, and where its first, second and last columns then are.
 */
export const scrollGrids = (root: Page | Locator) =>
  root.getByTestId('report-grid-scroll').evaluateAll((scrolls): GridScroll[] =>
    scrolls.map((scroll) => {
      const overflows = scroll.scrollWidth > scroll.clientWidth;
      scroll.scrollLeft = scroll.scrollWidth;
      const box = scroll.getBoundingClientRect();
      const headers = Array.from(scroll.querySelectorAll('thead th')).map((th) =>
        th.getBoundingClientRect(),
      );
      const [first, second] = headers;
      const last = headers[headers.length - 1];
      const inView = (cell: DOMRect) => cell.left >= box.left - 1 && cell.right <= box.right + 1;
      return {
        overflows,
        scrolledBy: scroll.scrollLeft,
        firstColumnInView: first !== undefined && inView(first),
        // Scrolled, the second column has passed under the first, which stayed.
        secondColumnUnderFirst:
          first !== undefined && second !== undefined && second.left < first.right,
        lastColumnInView: last !== undefined && inView(last),
        stickyBackgrounds: Array.from(scroll.querySelectorAll('.bb-grid-sticky')).map(
          (cell) => getComputedStyle(cell).backgroundColor,
        ),
      };
    }),
  );

/** An rgb() or an rgba() with full alpha: nothing shows through. */
export const opaque = (colour: string) => /^rgb\(/.test(colour) || /^rgba\(.*,\s*1\)$/.test(colour);
