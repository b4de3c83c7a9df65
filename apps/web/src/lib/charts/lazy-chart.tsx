import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ChartOption } from './echarts';

/**
 * One ECharts chart. The library (trimmed, ./echarts.ts) is imported when the first chart
 * mounts, so pages load it only when they draw one.
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
      const observer = new ResizeObserver(() => chart.resize());
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
    <Box pos="relative" h={height} data-testid={testId} data-ready={ready}>
      <Box ref={ref} h={height} w="100%" />
      {!ready && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}
