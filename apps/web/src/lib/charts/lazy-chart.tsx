import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ChartOption, EChartsType } from './echarts';
import './lazy-chart.css';

/**
 * Gives the chart's SVG a viewBox of the size it was drawn at, so it can be scaled (on screen it
 * changes nothing: the SVG is that size). Printing lays the page out at the paper's width without
 * redrawing the chart: without a viewBox, a chart drawn for a wider screen was cut at the
 * paper's edge, its last weeks lost; with it, lazy-chart.css scales the drawing to the paper.
 */
function scaleWithItsBox(chart: EChartsType): void {
  chart
    .getDom()
    .querySelector('svg')
    ?.setAttribute('viewBox', `0 0 ${chart.getWidth()} ${chart.getHeight()}`);
}

/**
 * One ECharts chart. The library (trimmed, ./echarts.ts) is imported when the first chart
 * mounts, so pages load it only when they draw one. Printed, it is whole (scaleWithItsBox).
 */
export function LazyChart({
  option,
  height,
  testId,
}: {
  option: ChartOption;
  height: number;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let dispose = () => undefined as void;
    void import('./echarts').then(({ init }) => {
      const element = ref.current;
      if (disposed || !element) return;
      const chart = init(element, null, { renderer: 'svg' });
      chart.setOption(option);
      scaleWithItsBox(chart);
      const observer = new ResizeObserver(() => {
        chart.resize();
        scaleWithItsBox(chart);
      });
      observer.observe(element);
      setReady(true);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [option]);

  return (
    <Box pos="relative" h={height} data-testid={testId} data-ready={ready} data-chart>
      <Box ref={ref} h={height} w="100%" data-chart-canvas />
      {!ready && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}
