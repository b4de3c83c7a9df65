import { Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { paths } from '../../../config/paths';
import { canSeeTile } from '../../../lib/reports/tile-access';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import type { PerformanceTileKey } from '../reports/performance-report';
import { MonitoringControls } from './monitoring-controls';
import { PerformanceTile } from './performance-tile';

/** A performance screen: its settings (for a user who may see it), then the report in full. */
function PerformanceScreen({
  tileKey,
  controls,
}: {
  tileKey: PerformanceTileKey;
  controls: ComponentProps<typeof MonitoringControls>;
}) {
  const access = useTileAccessContext();
  return (
    <Stack gap="sm">
      {access && canSeeTile(access, tileKey) && <MonitoringControls {...controls} />}
      <PerformanceTile tileKey={tileKey} variant="page" />
    </Stack>
  );
}

export const PerformancesMonitoringPage = () => (
  <PerformanceScreen
    tileKey="performances-monitoring"
    controls={{
      columns: true,
      views: true,
      link: paths.historicalPerformances,
    }}
  />
);

export const HistoricalPerformancesPage = () => (
  <PerformanceScreen
    tileKey="historical-performances"
    controls={{
      columns: false,
      views: true,
      link: paths.performancesMonitoring,
    }}
  />
);

export const HerdReproductionPage = () => (
  <PerformanceScreen tileKey="herd-reproduction" controls={{ columns: true, views: false }} />
);

export const FarrowWeanPigletsPage = () => (
  <PerformanceScreen tileKey="farrow-wean-piglets" controls={{ columns: true, views: false }} />
);
