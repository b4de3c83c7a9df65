import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { prefsWith } from '../../lib/reports/test-grid';
import { drillDownWindowText } from './drill-down-window';

const farrowingWindow = {
  kind: 'far_rate',
  event: 'service',
  from: '2026-01-08',
  to: '2026-07-07',
  lag_days: 115,
} as const;

afterAll(() => i18n.changeLanguage('en'));

describe('drillDownWindowText', () => {
  it('says where a farrowing rate’s services come from, in each language and date format', async () => {
    await i18n.changeLanguage('en');
    expect(drillDownWindowText(farrowingWindow, i18n.t, prefsWith({ dateFormat: 'YMD' }))).toBe(
      'Services from 2026-01-08 to 2026-07-07 (115 days earlier), whose farrowing falls due in the period',
    );
    await i18n.changeLanguage('fr');
    expect(drillDownWindowText(farrowingWindow, i18n.t, prefsWith({ dateFormat: 'DMY' }))).toBe(
      'Saillies du 08-01-2026 au 07-07-2026 (115 jours plus tôt), dont la mise bas est attendue dans la période',
    );
    await i18n.changeLanguage('es');
    const returns = { ...farrowingWindow, kind: 'return_ratio', lag_days: 42 } as const;
    expect(drillDownWindowText(returns, i18n.t, prefsWith({ dateFormat: 'DMY' }))).toBe(
      'Cubriciones del 08-01-2026 al 07-07-2026 (42 días antes), cuyos 42 días para una repetición de celo terminan en el periodo',
    );
  });
});
