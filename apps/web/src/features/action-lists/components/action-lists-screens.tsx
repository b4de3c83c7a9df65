import { Anchor, Group, Stack, Text } from '@mantine/core';
import { isTileKey, type TileKey } from '@barnboard/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReportTile, RowActionProvider, type TileVariant } from '../../../components/report-tile';
import { paths } from '../../../config/paths';
import { useCurrentSite } from '../../../lib/session/session-store';
import { actionListsReport } from '../reports/action-lists-report';
import { recordsToFixReport } from '../reports/records-to-fix-report';
import { ActionWindowsButton } from './action-windows-button';
import { actionListRowOf, findingOf, type ActionListRow, type FindingRef } from './row-targets';

export type ActionListsTileKey = Extract<TileKey, 'action-lists' | 'records-to-fix'>;

/** Each list as a dashboard or favourites tile. */
export function ActionListsTile({ tileKey }: { tileKey: ActionListsTileKey }) {
  return tileKey === 'action-lists' ? (
    <ReportTile definition={actionListsReport} variant="tile" />
  ) : (
    <RecordsToFixReport report={null} variant="tile" />
  );
}

function RecordsToFixReport({ report, variant }: { report: TileKey | null; variant: TileVariant }) {
  const definition = useMemo(() => recordsToFixReport(report), [report]);
  return <ReportTile definition={definition} variant={variant} />;
}

/**
 * The action lists' screen: the windows (managers) above the lists of the day. `tick` is what a
 * row's tick does (record its event: the app gives the barn entry's button).
 */
export function ActionListsPage({ tick }: { tick?: (row: ActionListRow) => ReactNode }) {
  const site = useCurrentSite();
  const tile = <ReportTile definition={actionListsReport} variant="page" />;
  return (
    <Stack gap="md">
      {site && (
        <Group justify="flex-end" data-print-hidden>
          <ActionWindowsButton siteId={site.id} />
        </Group>
      )}
      {tick ? (
        <RowActionProvider
          action={(target) => {
            const row = actionListRowOf(target);
            return row && tick(row);
          }}
        >
          {tile}
        </RowActionProvider>
      ) : (
        tile
      )}
    </Stack>
  );
}

/**
 * The records to fix; from a report's warning badge, only those that bias that report. `fix` is
 * what a row's fix does (the app gives the barn entry's form).
 */
export function RecordsToFixPage({ fix }: { fix?: (finding: FindingRef) => ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('report');
  const report = asked !== null && isTileKey(asked) ? asked : null;
  const list = <RecordsToFixReport report={report} variant="page" />;
  return (
    <Stack gap="md">
      {report && (
        <Group gap="xs" data-print-hidden data-testid="records-to-fix-report">
          <Text size="sm">
            {t('actionLists.recordsToFix.biasing', {
              report: t(`actionLists.reports.${report}`),
            })}
          </Text>
          <Anchor component={Link} to={paths.recordsToFix.href()} size="sm">
            {t('actionLists.recordsToFix.all')}
          </Anchor>
        </Group>
      )}
      {fix ? (
        <RowActionProvider
          action={(target) => {
            const finding = findingOf(target);
            return finding && fix(finding);
          }}
        >
          {list}
        </RowActionProvider>
      ) : (
        list
      )}
    </Stack>
  );
}
