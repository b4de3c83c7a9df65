import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, MIN_SITES_FOR_QUARTILES, type FarmComparison } from '@barnboard/domain';
import { IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TileError, TileLoading } from '../../../components/report-tile/tile-messages';
import { objectiveSettings } from '../../../lib/objectives/objective-settings';
import { exportCsv } from '../../../lib/reports/export-report';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSession } from '../../../lib/session/session-store';
import {
  comparisonGrid,
  comparisonRows,
  showsQuartiles,
  type ComparedSite,
} from '../model/comparison-grid';
import type { ComparisonRequest } from '../model/comparison-request';
import { ComparisonTable } from './comparison-table';
import '../../../components/report-tile/print.css';

/** A comparison asked for: a valid request, its tile chosen. */
export type SubmittedComparison = ComparisonRequest & {
  tile: NonNullable<ComparisonRequest['tile']>;
};

/**
 * The comparison's answer: its tile's title and period, the CSV and Print actions, then the grid
 * (or its loading, refusal or failure) and how to read its marks.
 */
export function ComparisonResult({
  request,
  answer,
  loading,
  error,
  onRetry,
  sites,
}: {
  request: SubmittedComparison;
  answer: FarmComparison | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sites: readonly ComparedSite[];
}) {
  const { t } = useTranslation();
  const session = useSession().data;
  const prefs = useDisplayPrefs();
  const title = t('pages.farmComparison');
  const keys = useMemo(() => comparisonRows(request.tile), [request.tile]);
  const grid = useMemo(
    () => (answer ? comparisonGrid(answer, keys, sites, { t, prefs }) : null),
    [answer, keys, sites, t, prefs],
  );
  // Each site's cells take that site's objectives (or the user's, as the goals toggle says).
  const objectives = useMemo(
    () =>
      (answer?.sites ?? []).map((compared) =>
        objectiveSettings(
          session?.user.prefs ?? '{}',
          session?.sites.find((site) => site.id === compared.site_id)?.preferences ?? null,
        ),
      ),
    [answer, session],
  );
  const period = t('reports.period.range', {
    from: formatDate(request.from, prefs),
    to: formatDate(request.to, prefs),
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="comparison-result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {t(`farmComparison.tileTitle.${request.tile}`)}
            </Title>
            <Text size="xs" c="dimmed" data-testid="comparison-period">
              {t('farmComparison.summary', { count: request.sites.length, period })}
            </Text>
          </Stack>
          <Group gap="xs" data-print-hidden>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFileTypeCsv size={16} stroke={1.6} />}
              disabled={!grid}
              onClick={() => grid && exportCsv(grid, { title, range: request, prefs })}
              data-testid="comparison-csv"
            >
              {t('reports.actions.csv')}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPrinter size={16} stroke={1.6} />}
              onClick={() => window.print()}
              data-testid="comparison-print"
            >
              {t('reports.actions.print')}
            </Button>
          </Group>
        </Group>
        {error ? (
          <TileError error={error} onRetry={onRetry} />
        ) : loading || !answer || !grid ? (
          <TileLoading />
        ) : (
          <>
            <ComparisonTable answer={answer} grid={grid} objectives={objectives} prefs={prefs} />
            <Text size="xs" c="dimmed" data-testid="comparison-legend">
              {showsQuartiles(answer)
                ? t('farmComparison.legend')
                : t('farmComparison.noQuartiles', {
                    min: MIN_SITES_FOR_QUARTILES,
                    count: answer.sites.length,
                  })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
