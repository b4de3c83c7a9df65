/**
 * jsdom lacks ResizeObserver, which Mantine's scroll areas and segmented controls and the charts
 * use.
 */
export function polyfillResizeObserver(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
