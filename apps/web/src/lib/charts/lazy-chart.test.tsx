import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render-component';
import { prefsWith } from '../reports/test-grid';
import { categoryChart } from './category-chart';
import { LazyChart } from './lazy-chart';

beforeAll(async () => {
  // ECharts is loaded once here, so the wait below is for the drawing, not a first compile.
  await import('./echarts');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyChart', () => {
  it('draws an SVG that scales to the box it gets, so a printed chart is whole, not cut', async () => {
    // jsdom lays nothing out: the chart's box is given the size a screen gave it.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(220);
    const weeks = Array.from({ length: 13 }, (_, week) => `W${week + 1}`);
    const option = categoryChart({
      categories: weeks,
      series: [{ name: 'Piglets dead', type: 'bar', values: weeks.map((_, week) => week) }],
      colours: { text: '#000', line: '#111', grid: '#222', series: ['#333'] },
      kind: 'count',
      prefs: prefsWith({}),
      metric: 'Piglets dead',
    });
    renderComponent(<LazyChart option={option} height={220} testId="chart" />);
    await waitFor(() => expect(screen.getByTestId('chart').dataset.ready).toBe('true'));
    const svg = screen.getByTestId('chart').querySelector('svg')!;
    // The whole drawing in the viewBox: print.css's width of 100% then scales it to the paper.
    expect(svg.getAttribute('viewBox')).toBe('0 0 900 220');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['900', '220']);
  });
});
