import { Box, Paper, Text } from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import type { CSSProperties } from 'react';
import { DrillDownCell } from '../kpi-drill-down/drill-down-cell';
import { CheckRecordsLink } from './check-records';
import { useDrillDownDrawer } from '../kpi-drill-down/use-drill-down-drawer';
import { ObjectiveValue } from '../objective-colour/objective-value';
import { useObjectiveColour } from '../../lib/objectives/use-objective-colour';
import { useCurrentSite } from '../../lib/session/session-store';
import { formatValue } from '../../lib/reports/cell-format';
import { figureLabel } from '../../lib/reports/comparison';
import type { ReportFigure } from '../../lib/reports/report-table';
import './figure-cards.css';

/**
 * Columns for `count` figures, at most `most`, as even as the rows can be: nine figures in three
 * rows of three rather than 4 + 4 + 1.
 */
export function evenColumns(count: number, most: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / most);
  return Math.ceil(count / rows);
}

/** The columns of the figures' grid (figure-cards.css) as the tile narrows or widens. */
function columnsStyle(count: number): CSSProperties {
  return {
    '--figure-columns-narrow': evenColumns(count, 2),
    '--figure-columns': evenColumns(count, 4),
    '--figure-columns-wide': evenColumns(count, 6),
  } as CSSProperties;
}

/**
 * A report's headline figures, each in its objective colour when it has one. Their labels wrap
 * over as many lines as they need: a label is never cut ("Replacement rate per year (%)"). A
 * figure with a list behind it (`drillDown`) is a button that opens that list, as a grid's cell.
 */
export function FigureCards({
  figures,
  prefs,
}: {
  figures: readonly ReportFigure[];
  prefs: DisplayPrefs;
}) {
  const colour = useObjectiveColour();
  const site = useCurrentSite();
  const drillDown = useDrillDownDrawer();
  return (
    <Box className="bb-figure-cards">
      <Box className="bb-figure-cards-grid" style={columnsStyle(figures.length)}>
        {figures.map((figure) => {
          const text = formatValue(figure.value, figure.kind, prefs);
          const label = figureLabel(figure, prefs);
          const target = figure.value === null || !site ? undefined : figure.drillDown;
          const value = target ? (
            <DrillDownCell
              target={target}
              text={text}
              onOpen={() => drillDown.open({ siteId: site!.id, target, title: label })}
            />
          ) : (
            text
          );
          return (
            <Paper
              key={figure.id}
              withBorder
              radius="sm"
              px="xs"
              py={6}
              miw={0}
              data-testid="report-figure"
              data-figure={figure.id}
            >
              <Text
                size="xs"
                c="dimmed"
                className="bb-figure-label"
                data-testid="report-figure-label"
              >
                {label}
              </Text>
              <Text fw={700} size="lg" data-testid="report-figure-value">
                {figure.metric ? (
                  <ObjectiveValue
                    state={colour(figure.metric, figure.value)}
                    value={value}
                    px={4}
                    py={0}
                  />
                ) : (
                  value
                )}
              </Text>
              <CheckRecordsLink metric={figure.metric} value={figure.value} />
            </Paper>
          );
        })}
      </Box>
      {drillDown.drawer}
    </Box>
  );
}
