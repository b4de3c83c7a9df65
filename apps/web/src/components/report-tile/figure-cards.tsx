import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import { ObjectiveValue } from '../objective-colour/objective-value';
import { useObjectiveColour } from '../../lib/objectives/use-objective-colour';
import { formatValue } from '../../lib/reports/cell-format';
import { figureLabel } from '../../lib/reports/comparison';
import type { ReportFigure } from '../../lib/reports/report-table';

/** A report's headline figures, each in its objective colour when it has one. */
export function FigureCards({
  figures,
  prefs,
}: {
  figures: readonly ReportFigure[];
  prefs: DisplayPrefs;
}) {
  const colour = useObjectiveColour();
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: Math.min(4, figures.length) }}
      spacing="xs"
      verticalSpacing="xs"
    >
      {figures.map((figure) => {
        const text = formatValue(figure.value, figure.kind, prefs);
        return (
          <Paper
            key={figure.id}
            withBorder
            radius="sm"
            px="xs"
            py={6}
            data-testid="report-figure"
            data-figure={figure.id}
          >
            <Text size="xs" c="dimmed" lineClamp={2}>
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
    </SimpleGrid>
  );
}
