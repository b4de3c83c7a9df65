import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DrillDownRequest } from './drill-down-drawer';

// The list behind a figure loads with the first one opened, not with the screen.
const DrillDownDrawer = lazy(() =>
  import('./drill-down-drawer').then((m) => ({ default: m.DrillDownDrawer })),
);

/**
 * The drill-down drawer of a screen's figures (a grid's cells, the headline figures, a farm
 * comparison's sites): `open` shows the list behind one, `drawer` is the element to render.
 */
export function useDrillDownDrawer(): {
  open: (request: DrillDownRequest) => void;
  drawer: ReactNode;
} {
  const [request, setRequest] = useState<DrillDownRequest | null>(null);
  const drawer = request && (
    <Suspense fallback={null}>
      <DrillDownDrawer request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
  return { open: setRequest, drawer };
}
