import { describe, expect, it } from 'vitest';
import { reportFilename } from './export-report';

describe('reportFilename (spec §9)', () => {
  it('names the file from the page title and the range, with its extension', () => {
    const range = { from: '2026-11-01', to: '2026-11-22' };
    expect(reportFilename('Gestation feeding live', range, 'csv')).toBe(
      'gestation-feeding-live_2026-11-01_2026-11-22.csv',
    );
    expect(reportFilename('Pertes en gestation', range, 'pdf')).toBe(
      'pertes-en-gestation_2026-11-01_2026-11-22.pdf',
    );
    expect(reportFilename('Lactation today', { from: '2026-11-22', to: '2026-11-22' }, 'pdf')).toBe(
      'lactation-today_2026-11-22.pdf',
    );
  });
});
