import { Table, Text, Tooltip } from '@mantine/core';
import {
  colourState,
  resolveObjective,
  type Better,
  type ComparisonRowKey,
  type DisplayPrefs,
  type FarmComparison,
  type KpiKey,
} from '@barnboard/domain';
import { IconArrowDown, IconArrowUp, IconTarget } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DrillDownCell } from '../../../components/kpi-drill-down/drill-down-cell';
import { useDrillDownDrawer } from '../../../components/kpi-drill-down/use-drill-down-drawer';
import { objectiveColourProps } from '../../../components/objective-colour/objective-colour';
import { useScrollEdges } from '../../../components/report-tile/use-scroll-edges';
import { formatValue } from '../../../lib/reports/cell-format';
import { kpiNotFinalNote } from '../../../lib/reports/kpi-finality';
import { browserTimeZone } from '../../../lib/site-time/site-clock';
import { useSiteClocks } from '../../../lib/site-time/use-site-clock';
import type { ObjectiveSettings } from '../../../lib/objectives/objective-settings';
import { cellKind, type ReportGrid } from '../../../lib/reports/report-table';
import {
  isComparisonFigure,
  siteColumnId,
  siteValue,
  STAT_COLUMNS,
} from '../model/comparison-grid';
import { QuartileMark } from './quartile-mark';
import { PROVISIONAL_MARK } from '../../../components/report-tile/report-grid';
import '../../../components/report-tile/report-grid.css';
import './farm-comparison.css';

/** A cell no objective colours (the comparison's own figures). */
const UNCOLOURED = 'black-black';

const BETTER_ICONS = { higher: IconArrowUp, lower: IconArrowDown, target: IconTarget } as const;

/** Which way the KPI is better, as a small arrow or target beside its name. */
function BetterMark({ better, prefs }: { better: Better | null; prefs: DisplayPrefs }) {
  const { t } = useTranslation();
  if (!better) return null;
  const Icon = BETTER_ICONS[better.way];
  const label =
    better.way === 'target'
      ? t('farmComparison.better.target', { value: formatValue(better.value, 'number', prefs) })
      : t(`farmComparison.better.${better.way}`);
  return (
    <Tooltip label={label} withArrow>
      <span role="img" aria-label={label} style={{ display: 'inline-flex', marginInlineStart: 4 }}>
        <Icon size={14} stroke={1.8} />
      </span>
    </Tooltip>
  );
}

/**
 * The comparison grid (docs/farm-comparison.md): a row per KPI of the tile chosen, a column per
 * site then the group's quartiles and median. A site's cell shows its quarter among the compared
 * sites (bars, `data-quartile`) and takes the colour of that site's own objective
 * (`data-colour-state`); the first column stays in view while the others scroll under it. A
 * site's figure opens the list behind it: that KPI's drill-down on that site over the period.
 */
export function ComparisonTable({
  answer,
  grid,
  objectives,
  prefs,
}: {
  answer: FarmComparison;
  grid: ReportGrid;
  /** Each compared site's objectives, in the answer's order. */
  objectives: readonly ObjectiveSettings[];
  prefs: DisplayPrefs;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scroll = useScrollEdges(scrollRef);
  const statStart = STAT_COLUMNS[0];
  // After the KPI's column and one per site: the quartiles, when drawn (comparisonGrid).
  const statColumns = grid.columns.slice(answer.sites.length + 1);
  const drillDown = useDrillDownDrawer();
  const { t } = useTranslation();
  const clockOf = useSiteClocks();
  /**
   * Whether a site's KPI of the period may still change (its services too young, part of a year):
   * greyed and uncoloured as the KPI tiles show it, judged on that site's today.
   */
  const notFinalNote = (kpi: KpiKey, siteId: string) =>
    kpiNotFinalNote(kpi, answer, {
      t,
      prefs,
      timeZone: clockOf(siteId)?.timeZone ?? browserTimeZone(),
    });
  const anyNotFinal = grid.rows.some((row) => {
    const key = row.key as ComparisonRowKey;
    if (isComparisonFigure(key)) return false;
    return answer.sites.some(
      (site) => siteValue(site, key) !== null && notFinalNote(key, site.site_id) !== null,
    );
  });
  return (
    <>
      <div
        className="bb-grid-frame"
        data-scrolled={scroll.before}
        data-more-after={scroll.after}
        data-testid="comparison-grid-frame"
      >
        <div ref={scrollRef} className="bb-grid-scroll">
          <Table
            miw={Math.min(640, grid.columns.length * 110)}
            striped
            withTableBorder
            verticalSpacing="xs"
            horizontalSpacing={grid.columns.length > 6 ? 'xs' : 'sm'}
            fz="sm"
            data-testid="comparison-grid"
          >
            <Table.Thead>
              <Table.Tr>
                {grid.columns.map((column, index) => (
                  <Table.Th
                    key={column.id}
                    ta={index === 0 ? 'left' : 'right'}
                    data-column={column.id}
                    className={
                      index === 0
                        ? 'bb-grid-sticky'
                        : column.id === statStart
                          ? 'bb-comparison-first-stat'
                          : undefined
                    }
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.rows.map((row) => {
                const key = row.key as ComparisonRowKey;
                // The comparison's own figures have no objective to colour them and no KPI
                // drill-down: their value stands alone.
                const kpi = isComparisonFigure(key) ? null : key;
                return (
                  <Table.Tr key={key} data-kpi={key}>
                    <Table.Td className="bb-grid-sticky" data-column="kpi">
                      {row.cells.kpi}
                      <BetterMark better={answer.group[key].better} prefs={prefs} />
                    </Table.Td>
                    {answer.sites.map((site, index) => {
                      const id = siteColumnId(index);
                      const value = siteValue(site, key);
                      const settings = objectives[index]!;
                      const notFinal = kpi === null ? null : notFinalNote(kpi, site.site_id);
                      const coloured = objectiveColourProps(
                        kpi === null || notFinal
                          ? UNCOLOURED
                          : colourState(
                              value,
                              resolveObjective(kpi, settings.objectives),
                              settings.options,
                            ),
                      );
                      const quartile = site.quartiles[key];
                      const column = grid.columns[index + 1]!;
                      const text = formatValue(value, cellKind(column, row), prefs);

                      return (
                        <Table.Td
                          key={id}
                          ta="right"
                          data-column={id}
                          data-site={site.site_id}
                          data-quartile={quartile ?? 'none'}
                          {...(notFinal ? { 'data-provisional': true, title: notFinal.title } : {})}
                          {...coloured}
                          style={{
                            whiteSpace: 'nowrap',
                            fontVariantNumeric: 'tabular-nums',
                            ...coloured.style,
                          }}
                        >
                          {quartile && <QuartileMark rank={quartile} />}
                          {value === null || kpi === null ? (
                            text
                          ) : (
                            <DrillDownCell
                              target={{ key: kpi, from: answer.from, to: answer.to }}
                              text={text}
                              onOpen={() =>
                                drillDown.open({
                                  siteId: site.site_id,
                                  target: { key: kpi, from: answer.from, to: answer.to },
                                  title: `${row.cells.kpi} · ${column.header}`,
                                })
                              }
                            />
                          )}
                          {notFinal && value !== null && (
                            <span aria-hidden="true">{PROVISIONAL_MARK}</span>
                          )}
                        </Table.Td>
                      );
                    })}
                    {statColumns.map((column) => (
                      <Table.Td
                        key={column.id}
                        ta="right"
                        data-column={column.id}
                        className={
                          column.id === statStart
                            ? 'bb-comparison-stat bb-comparison-first-stat'
                            : 'bb-comparison-stat'
                        }
                        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatValue(row.cells[column.id] ?? null, cellKind(column, row), prefs)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      </div>
      {anyNotFinal && (
        <Text size="xs" c="dimmed" mt={4} data-testid="comparison-grid-footnote">
          {t('performance.footnote')}
        </Text>
      )}
      {drillDown.drawer}
    </>
  );
}
