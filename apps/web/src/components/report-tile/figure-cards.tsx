import { Box, Paper, Text } from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import type { CSSProperties } from 'react';
import { ObjectiveValue } from '../objective-colour/objective-value';
import { useObjectiveColour } from '../../lib/objectives/use-objective-colour';
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
 * over as many lines as they need: a label is never cut ("Replacement rate per year (%)").
 */
export function FigureCards({
  figures,
  prefs,
}: {
  figures: readonly ReportFigure[];
  prefs: DisplayPrefs;
}) {
  const colour = useObjectiveColour();
  return (
    <Box className="bb-figure-cards">
      <Box className="bb-figure-cards-grid" style={columnsStyle(figures.length)}>
        {figures.map((figure) => {
          const text = formatValue(figure.value, figure.kind, prefs);
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
                {figureLabel(figure, prefs)}
              </Text>
              <Text fw={700} size="lg" data-testid="report-figure-value">
                {figure.metric ? (
                  <ObjectiveValue
                    state={colour(figure.metric, figure.value)}
                    value={text}
                    px={4}
                    py={0}
                  />
                ) : (
                  text
                )}
              </Text>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
