import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { kpiKind, type DrillDownTarget, type KpiDrillDownResponse } from '@barnboard/domain';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../hooks/use-screen-query';
import { useDisplayPrefs } from '../../lib/reports/use-report-preferences';
import { notifyHttpError } from '../../lib/notify-error';
import { formatValue } from '../../lib/reports/cell-format';
import { useCurrentSite } from '../../lib/session/session-store';
import { exportCsv } from '../../lib/reports/export-report';
import {
  DRILL_DOWN_PAGE_ROWS,
  getKpiDrillDown,
  getWholeKpiDrillDown,
} from '../../lib/reports/kpi-drill-down-api';
import { ReportGridTable } from '../report-tile/report-grid';
import { drillDownGrid } from './drill-down-grid';
import { drillDownWindowText } from './drill-down-window';
import './drill-down-drawer.css';

export type DrillDownRequest = {
  siteId: string;
  target: DrillDownTarget;
  /** The cell it was opened from: its row's name and its column's. */
  title: string;
};

/** One figure of the summary: its name above, its value below. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Summary({ answer }: { answer: KpiDrillDownResponse }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const count = (value: number | null) => formatValue(value, 'count', prefs);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Figure
          label={t('drilldown.summary.value')}
          value={formatValue(answer.value, kpiKind(answer.key), prefs)}
          testId="drill-down-value"
        />
        <Figure label={t('drilldown.summary.n')} value={count(answer.n)} testId="drill-down-n" />
        <Figure
          label={t('drilldown.summary.numerator')}
          value={count(answer.numerator)}
          testId="drill-down-numerator"
        />
        {answer.denominator !== null && (
          <Figure
            label={t(
              answer.formula === 'average'
                ? 'drilldown.summary.days'
                : 'drilldown.summary.denominator',
            )}
            value={count(answer.denominator)}
            testId="drill-down-denominator"
          />
        )}
      </SimpleGrid>
      <Text size="sm" data-testid="drill-down-formula">
        {t(answer.formula_key)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`drilldown.formulas.${answer.formula}`)}
      </Text>
    </Stack>
  );
}

/**
 * The animals and events behind a figure (docs/kpis.md, "Drill-down"): the figure, its n and
 * sums, the formula, and the rows a page at a time in the report grid's table; CSV of every row.
 */
export function DrillDownDrawer({
  request,
  onClose,
}: {
  request: DrillDownRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const phone = useScreenQuery('(max-width: 600px)');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { siteId, target } = request;
  const currentSite = useCurrentSite()?.id === siteId;
  const query = useQuery({
    queryKey: ['kpi-drill-down', siteId, target.key, target.from, target.to, target.user, page],
    queryFn: ({ signal }) =>
      getKpiDrillDown(siteId, target, { page, perPage: DRILL_DOWN_PAGE_ROWS }, signal),
    placeholderData: (previous) => previous,
  });
  const answer = query.data;

  const exportRows = () => {
    setExporting(true);
    getWholeKpiDrillDown(siteId, target)
      .then((whole) =>
        exportCsv(drillDownGrid(whole, t, currentSite), {
          title: request.title,
          range: target,
          prefs,
        }),
      )
      .catch(notifyHttpError)
      .finally(() => setExporting(false));
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={request.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="drill-down-drawer"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="drill-down-period">
          {t('drilldown.period', {
            from: formatValue(target.from, 'date', prefs),
            to: formatValue(target.to, 'date', prefs),
          })}
        </Text>
        {answer?.window && (
          <Text size="sm" c="dimmed" data-testid="drill-down-window">
            {drillDownWindowText(answer.window, t, prefs)}
          </Text>
        )}
        {query.isError && (
          <Alert color="red" data-testid="drill-down-error">
            {t('drilldown.error')}
          </Alert>
        )}
        {query.isPending && <Loader size="sm" aria-label={t('drilldown.loading')} />}
        {answer && (
          <>
            <Summary answer={answer} />
            <Group justify="space-between" align="center">
              <Text size="sm" data-testid="drill-down-total">
                {t('drilldown.rows', {
                  count: answer.meta.total,
                  value: formatValue(answer.meta.total, 'count', prefs),
                })}
              </Text>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconFileTypeCsv size={16} />}
                loading={exporting}
                onClick={exportRows}
                disabled={answer.meta.total === 0}
                data-testid="drill-down-csv"
              >
                {t('drilldown.csv')}
              </Button>
            </Group>
            {answer.meta.total === 0 ? (
              <Text size="sm" c="dimmed" data-testid="drill-down-empty">
                {t('drilldown.empty')}
              </Text>
            ) : (
              <div className="bb-drill-down-rows" data-testid="drill-down-rows">
                <ReportGridTable
                  grid={drillDownGrid(answer, t, currentSite)}
                  prefs={prefs}
                  compact
                  testId="drill-down-grid"
                />
              </div>
            )}
            {answer.meta.pages > 1 && (
              <Pagination
                total={answer.meta.pages}
                value={page}
                onChange={setPage}
                size="sm"
                withEdges
                data-testid="drill-down-pagination"
              />
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
