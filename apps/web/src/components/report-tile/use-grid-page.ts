import { useState } from 'react';

/**
 * The page of a long grid shown (issue 28 §7): `size` rows from `start`. Without a size every row
 * is shown. A page past the end (the grid shrank: a live refresh, a filter) shows the last one;
 * another grid (other columns: another view) starts again from the first.
 */
export function useGridPage(rows: number, size: number | undefined, gridKey: string) {
  const [chosen, setChosen] = useState({ gridKey, page: 0 });
  const pages = size === undefined ? 1 : Math.max(1, Math.ceil(rows / size));
  const page = chosen.gridKey === gridKey ? Math.min(chosen.page, pages - 1) : 0;
  const start = size === undefined ? 0 : page * size;
  return {
    /** From 0. */
    page,
    pages,
    start,
    end: size === undefined ? rows : Math.min(rows, start + size),
    setPage: (next: number) => setChosen({ gridKey, page: next }),
  };
}
