import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canCompareSite, formatDate, KPI_TILE_ROWS, type FarmComparison } from '@barnboard/domain';
import { IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TileError, TileLoading } from '../../../components/report-tile/tile-messages';
import { objectiveSettings } from '../../../lib/objectives/objective-settings';
import { exportCsv } from '../../../lib/reports/export-report';
import {
  saveReportPreferences,
  useDisplayPrefs,
  usePreferences,
} from '../../../lib/reports/use-report-preferences';
import { subjectOf } from '../../../lib/session/home-path';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { siteLabel } from '../../../utils/site-groups';
import { getFarmComparison } from '../api/get-farm-comparison';
import { comparisonGrid, type ComparedSite } from '../model/comparison-grid';
import {
  comparisonIssues,
  defaultComparisonPeriod,
  initialComparedSites,
  type ComparisonRequest,
} from '../model/comparison-request';
import { ComparisonForm } from './comparison-form';
import { ComparisonTable } from './comparison-table';
import '../../../components/report-tile/print.css';

type Submitted = ComparisonRequest & { tile: NonNullable<ComparisonRequest['tile']> };

/**
 * Farm comparison (spec §2, §5, §9; docs/farm-comparison.md): the KPIs of a tile for two sites or
 * more over 1 to 90 days, a column per site and the group's quartiles and median, each site's
 * cell marked with its quarter among them and coloured by its own objective. It starts from the
 * comparison list (sites join it as the user switches to them) and keeps the sites compared as
 * that list. The top bar hides the site selector here: the sites are chosen on the page.
 */
export function FarmComparisonPage() {
  const session = useSession().data;
  const current = useCurrentSite();
  const prefs = usePreferences();
  const today = siteDay(current?.timezone ?? 'UTC');

  const comparable = useMemo(() => {
    if (!session) return [];
    const subject = subjectOf(session);
    const now = new Date();
    // A site without herd records would show only dashes and pull the quartiles of the counts.
    return session.sites.filter((site) => site.holds.herd && canCompareSite(subject, site, now));
  }, [session]);
  const choices: ComparedSite[] = useMemo(
    () =>
      comparable.map((site) => ({
        id: site.id,
        label: session ? siteLabel(site, session.memberships) : site.name,
      })),
    [comparable, session],
  );

  const [draft, setDraft] = useState<ComparisonRequest>(() => ({
    ...defaultComparisonPeriod(today),
    sites: initialComparedSites(
      prefs.comparisonGroup ?? [],
      comparable.map((site) => site.id),
    ),
    tile: 'kpi-reproduction',
  }));
  const issues = comparisonIssues(draft, today);
  const valid = Object.keys(issues).length === 0;
  // The comparison list's sites are compared at once; a change waits for the button.
  const [submitted, setSubmitted] = useState<Submitted | null>(() =>
    valid ? (draft as Submitted) : null,
  );
  const [showIssues, setShowIssues] = useState(false);

  const query = useQuery({
    queryKey: ['farm-comparison', submitted?.sites, submitted?.from, submitted?.to],
    queryFn: ({ signal }) => getFarmComparison(submitted!, signal),
    enabled: submitted !== null,
    placeholderData: keepPreviousData,
  });

  function submit() {
    setShowIssues(true);
    if (!valid) return;
    setSubmitted(draft as Submitted);
    const list = prefs.comparisonGroup ?? [];
    if (list.join() !== draft.sites.join()) saveReportPreferences({ comparisonGroup: draft.sites });
  }

  return (
    <Stack gap="md">
      <ComparisonForm
        draft={draft}
        issues={issues}
        showIssues={showIssues}
        sites={choices}
        today={today}
        onChange={setDraft}
        onSubmit={submit}
      />
      {submitted && (
        <ComparisonResult
          request={submitted}
          answer={query.data}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          sites={choices}
        />
      )}
    </Stack>
  );
}

function ComparisonResult({
  request,
  answer,
  loading,
  error,
  onRetry,
  sites,
}: {
  request: Submitted;
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
  const keys = KPI_TILE_ROWS[request.tile];
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
              {t('farmComparison.legend')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
