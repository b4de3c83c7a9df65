import { useCallback, useRef } from 'react';

/**
 * Prints one tile: marks it and the body (print.css then hides everything else), opens the
 * browser's print dialog, and removes the marks once the dialog closes.
 */
export function usePrintTile() {
  const printRef = useRef<HTMLDivElement>(null);
  const printTile = useCallback(() => {
    const tile = printRef.current;
    if (!tile) return;
    tile.setAttribute('data-print-target', '');
    document.body.setAttribute('data-printing-tile', '');
    const clear = () => {
      tile.removeAttribute('data-print-target');
      document.body.removeAttribute('data-printing-tile');
    };
    window.addEventListener('afterprint', clear, { once: true });
    window.print();
  }, []);
  return { printRef, printTile };
}
