import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the browser is printing: paper gets every row of a grid (the walk list of the barn is
 * printed whole), the screen one page. flushSync renders the rows before the print layout.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The page of a long grid shown (issue 28 §7): `size` rows from `start`. Without a size, or while
 * printing, every row is shown. A page past the end (the grid shrank: a live refresh, a filter)
 * shows the last one; another grid (other columns: another view) starts again from the first.
 */
export function useGridPage(rows: number, pageSize: number | undefined, gridKey: string) {
  const [chosen, setChosen] = useState({ gridKey, page: 0 });
  const size = usePrinting() ? undefined : pageSize;
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
