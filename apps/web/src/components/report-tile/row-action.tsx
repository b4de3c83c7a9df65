import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a row's action column shows on screen (GridColumn.action): given to the grids below by
 * the page that owns the action (the action lists' tick, which another feature records). Without
 * it, a grid leaves its action columns out; on paper they are empty cells to tick by hand.
 */
export type RowAction = (target: Readonly<Record<string, string>>) => ReactNode;

const RowActionContext = createContext<RowAction | null>(null);

export function RowActionProvider({
  action,
  children,
}: {
  action: RowAction;
  children: ReactNode;
}) {
  return <RowActionContext.Provider value={action}>{children}</RowActionContext.Provider>;
}

export const useRowAction = () => useContext(RowActionContext);
