import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from './catalogue.js';
import { kpiKind } from './kpi-kinds.js';

/**
 * Units shown whole: counts of things, and head counts of females (a mean inventory, shown as a
 * herd's size is: its decimals stay in the value, not on the screen).
 */
const COUNTED = new Set(['count', 'piglets', 'females']);

/** The unit column of docs/kpis.md's catalogue, by KPI key. */
function documentedUnits(): Map<string, string> {
  const doc = fs.readFileSync(new URL('../../../../docs/kpis.md', import.meta.url), 'utf8');
  const units = new Map<string, string>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const key = /^`([a-z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (key && cells[3]) units.set(key, cells[3]);
  }
  return units;
}

describe('kpiKind', () => {
  it('reads every KPI as its documented unit says: fractions as percentages, counts whole', () => {
    const units = documentedUnits();
    for (const key of KPI_KEYS) {
      const unit = units.get(key);
      expect(unit, `docs/kpis.md gives no unit for ${key}`).toBeDefined();
      const expected = unit!.startsWith('fraction')
        ? 'percent'
        : COUNTED.has(unit!)
          ? 'count'
          : 'number';
      expect(kpiKind(key), `${key} (${unit})`).toBe(expected);
    }
  });
});
