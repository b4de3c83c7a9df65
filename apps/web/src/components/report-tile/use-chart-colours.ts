import { useComputedColorScheme, useMantineTheme, type MantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { SERIES_COLOUR_NAMES, type ChartColours } from '../../lib/charts/category-chart';

/** Chart colours of a colour scheme, so a chart reads as well in dark as in light (or on paper). */
export function chartColours(theme: MantineTheme, scheme: 'light' | 'dark'): ChartColours {
  const dark = scheme === 'dark';
  const shade = dark ? 4 : 7;
  return {
    text: dark ? theme.colors.dark[1] : theme.colors.gray[7],
    line: dark ? theme.colors.dark[3] : theme.colors.gray[4],
    grid: dark ? theme.colors.dark[4] : theme.colors.gray[2],
    // Stacks of up to seven parts (services by state) each take a colour of their own.
    series: SERIES_COLOUR_NAMES.map(
      (name) => theme.colors[name]?.[shade] ?? theme.colors.gray[shade],
    ),
  };
}

/** Chart colours of the theme in use. */
export function useChartColours(): ChartColours {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return useMemo(() => chartColours(theme, scheme), [scheme, theme]);
}
