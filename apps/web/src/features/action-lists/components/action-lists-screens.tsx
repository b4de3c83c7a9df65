import { Anchor, Group, Stack, Text } from '@mantine/core';
import { isTileKey, type TileKey } from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReportTile, type TileVariant } from '../../../components/report-tile';
import { paths } from '../../../config/paths';
import { useCurrentSite } from '../../../lib/session/session-store';
import { actionListsReport } from '../reports/action-lists-report';
import { recordsToFixReport } from '../reports/records-to-fix-report';
import { ActionWindowsButton } from './action-windows-button';

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

/** The action lists' screen: the windows (managers) above the lists of the day. */
export function ActionListsPage() {
  const site = useCurrentSite();
  return (
    <Stack gap="md">
      {site && (
        <Group justify="flex-end" data-print-hidden>
          <ActionWindowsButton siteId={site.id} />
        </Group>
      )}
      <ReportTile definition={actionListsReport} variant="page" />
    </Stack>
  );
}

/** The records to fix; from a report's warning badge, only those that bias that report. */
export function RecordsToFixPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('report');
  const report = asked !== null && isTileKey(asked) ? asked : null;
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
      <RecordsToFixReport report={report} variant="page" />
    </Stack>
  );
}
