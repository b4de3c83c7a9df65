import { describe, expect, it } from 'vitest';
import { reportCsvFilename } from './report-filename.js';

describe('reportCsvFilename', () => {
  it.each<[string, string, string, string]>([
    ['Gestation live', '2026-11-01', '2026-11-22', 'gestation-live_2026-11-01_2026-11-22.csv'],
    ['Gestation live', '2026-11-22', '2026-11-22', 'gestation-live_2026-11-22.csv'],
    [
      'Pertes en maternité',
      '2026-11-01',
      '2026-11-22',
      'pertes-en-maternite_2026-11-01_2026-11-22.csv',
    ],
    [
      'Historial de lactación',
      '2026-01-01',
      '2026-01-31',
      'historial-de-lactacion_2026-01-01_2026-01-31.csv',
    ],
    ['Año / Ñandú', '2026-01-01', '2026-01-31', 'ano-nandu_2026-01-01_2026-01-31.csv'],
    [
      'Cœur & Æther straße',
      '2026-01-01',
      '2026-01-02',
      'coeur-aether-strasse_2026-01-01_2026-01-02.csv',
    ],
    [
      'a<b>c:d"e/f\\g|h?i*j',
      '2026-01-01',
      '2026-01-02',
      'a-b-c-d-e-f-g-h-i-j_2026-01-01_2026-01-02.csv',
    ],
    [
      '  Feed intakes (per sow).  ',
      '2026-01-01',
      '2026-01-02',
      'feed-intakes-per-sow_2026-01-01_2026-01-02.csv',
    ],
    [
      'Tab\tand\nnew line',
      '2026-01-01',
      '2026-01-02',
      'tab-and-new-line_2026-01-01_2026-01-02.csv',
    ],
    ['CON', '2026-01-01', '2026-01-02', 'con_2026-01-01_2026-01-02.csv'],
    ['', '2026-01-01', '2026-01-02', 'report_2026-01-01_2026-01-02.csv'],
    ['農場', '2026-01-01', '2026-01-02', 'report_2026-01-01_2026-01-02.csv'],
    [
      'Feeding',
      '2026-11-01T00:00:00-05:00',
      '2026-11-22T23:59:59-05:00',
      'feeding_2026-11-01_2026-11-22.csv',
    ],
    ['Feeding', 'today', '2026-11-22', 'feeding_2026-11-22.csv'],
    ['Feeding', '', '', 'feeding.csv'],
  ])('%j from %s to %s → %s', (title, from, to, name) => {
    expect(reportCsvFilename(title, from, to)).toBe(name);
  });

  it('keeps every name legal on Windows and short', () => {
    const name = reportCsvFilename(
      `${'Très long titre '.repeat(20)}<>:"/\\|?*`,
      '2026-01-01',
      '2026-01-02',
    );
    expect(name).toMatch(/^[a-z0-9-]+(_\d{4}-\d{2}-\d{2}){2}\.csv$/);
    expect(name).not.toMatch(/-_/);
    expect(name.length).toBeLessThanOrEqual(80 + 2 * 11 + 4);
  });
});
