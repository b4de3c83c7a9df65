import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderComponent } from '../../testing/render-component';
import { CoveredDaysNote } from './covered-days-note';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

const asked = { from: '2025-12-07', to: '2026-12-06' };

describe('covered days note', () => {
  it('says from which day the figures are, when the herd’s records start in the period', () => {
    renderComponent(
      <CoveredDaysNote
        asked={asked}
        covered={{ from: '2026-03-02', to: '2026-12-06' }}
        prefs={DEFAULT_DISPLAY_PREFS}
      />,
    );
    expect(screen.getByTestId('covered-days').textContent).toBe(
      'Chiffres à partir du 2026-03-02, premier enregistrement du troupeau',
    );
  });

  it('says nothing when the figures cover the whole period, or there are none', () => {
    renderComponent(
      <>
        <CoveredDaysNote asked={asked} covered={asked} prefs={DEFAULT_DISPLAY_PREFS} />
        <CoveredDaysNote asked={asked} covered={null} prefs={DEFAULT_DISPLAY_PREFS} />
      </>,
    );
    expect(screen.queryByTestId('covered-days')).toBeNull();
  });
});
