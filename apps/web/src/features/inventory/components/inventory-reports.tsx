import { maturityAgeOf, type TileKey } from '@barnboard/domain';
import { useMemo } from 'react';
import { ReportTile, type TileVariant } from '../../../components/report-tile';
import { usePreferences } from '../../../lib/reports/use-report-preferences';
import { farrowingInventoryReport } from '../reports/farrowing-inventory';
import { herdInventoryReport } from '../reports/herd-inventory';
import { locationUseReport } from '../reports/location-use';

export type InventoryTileKey = Extract<TileKey, 'active-sows' | 'sows-piglets' | 'locations'>;

/** The herd inventory at the user's maturity age (preferences `maturityAge`). */
function HerdInventoryTile({ variant }: { variant: TileVariant }) {
  const maturityAge = maturityAgeOf(usePreferences());
  const definition = useMemo(() => herdInventoryReport(maturityAge), [maturityAge]);
  return <ReportTile definition={definition} variant={variant} />;
}

/** Each inventory report as a dashboard tile or as its screen. */
function InventoryReport({
  tileKey,
  variant,
}: {
  tileKey: InventoryTileKey;
  variant: TileVariant;
}) {
  switch (tileKey) {
    case 'active-sows':
      return <HerdInventoryTile variant={variant} />;
    case 'sows-piglets':
      return <ReportTile definition={farrowingInventoryReport} variant={variant} />;
    case 'locations':
      return <ReportTile definition={locationUseReport} variant={variant} />;
  }
}

export function InventoryTile({ tileKey }: { tileKey: InventoryTileKey }) {
  return <InventoryReport tileKey={tileKey} variant="tile" />;
}

export const ActiveSowsPage = () => <InventoryReport tileKey="active-sows" variant="page" />;
export const SowsPigletsPage = () => <InventoryReport tileKey="sows-piglets" variant="page" />;
export const LocationsPage = () => <InventoryReport tileKey="locations" variant="page" />;
