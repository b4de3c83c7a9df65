import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { adaptiveColumns, AdaptiveGrid } from './adaptive-grid';

afterEach(cleanup);

describe('AdaptiveGrid', () => {
  it('fits as many columns as the width holds, one full-width column when narrower', () => {
    // min(100%, …): a 390 px phone gets one column even below the items' width.
    expect(adaptiveColumns('26rem')).toBe('repeat(auto-fill, minmax(min(100%, 26rem), 1fr))');
  });

  it('lays its items out in those columns, whatever the screen', async () => {
    renderComponent(
      <AdaptiveGrid minWidth="19rem" gap="sm" testId="grid">
        <p>one</p>
        <p>two</p>
      </AdaptiveGrid>,
    );
    const grid = await screen.findByTestId('grid');
    expect(grid.style.display).toBe('grid');
    expect(grid.style.gridTemplateColumns).toBe(adaptiveColumns('19rem'));
    expect(grid.style.gap).toBe('var(--mantine-spacing-sm)');
    expect(grid.children).toHaveLength(2);
  });
});
