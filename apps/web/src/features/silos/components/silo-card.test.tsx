import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderComponent } from '../../../testing/render-component';
import { makeSiloFormat } from '../lib/format';
import { makeBin, SITE } from '../../../testing/make-bin';
import { SiloCard } from './silo-card';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

/** The longest dates the card shows: day and month in words, the 1000-day calendar's cycle. */
const LONGEST = makeSiloFormat(
  {
    ...DEFAULT_DISPLAY_PREFS,
    language: 'fr',
    dateFormat: 'human',
    hourCycle: 12,
    thousandDayCalendar: true,
    thousandDayFormat: 'CC-TTT',
  },
  () => 'America/Montreal',
  'America/Montreal',
);

function renderCard(display: 'cards' | 'list') {
  renderComponent(
    <SiloCard
      bin={makeBin({ last_sync: '2026-09-24T16:05:00Z', site: SITE })}
      display={display}
      fmt={LONGEST}
      admin={false}
      onAction={() => undefined}
    />,
  );
  return screen.findByTestId('silo-card');
}

/** The pieces of a fact's value that never break inside. */
const unbroken = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('span')]
    .filter((span) => span.style.whiteSpace === 'nowrap')
    .map((span) => span.textContent);

describe('SiloCard', () => {
  it('gives the dates a row of their own, each in a column that wraps', async () => {
    const card = within(await renderCard('cards'));
    const times = card.getByTestId('silo-time-facts');
    expect(times.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 8rem), 1fr))');
    expect(within(times).getByText('Dernier remplissage')).toBeTruthy();
    expect(within(times).getByText('Dernière lecture')).toBeTruthy();
  });

  it('breaks a date between its words only, never inside "2026-11-24" or a time', async () => {
    const card = within(await renderCard('cards'));
    expect(card.getByTestId('silo-last-filled').textContent).toBe('7 mars 2026 (20-885)');
    expect(unbroken(card.getByTestId('silo-last-filled'))).toEqual([
      '7',
      'mars',
      '2026',
      '(20-885)',
    ]);
    const reading = card.getByTestId('silo-last-sync');
    // 16:05 UTC is 12:05 in Montréal, in September.
    expect(unbroken(reading).slice(0, 4)).toEqual(['24', 'sept.', '2026', '(21-086)']);
    expect(unbroken(reading).at(-1)).toMatch(/^12:05\sPM$/);
  });

  it('keeps the facts of a list row in columns of one width', async () => {
    const card = await renderCard('list');
    const facts = within(card).getAllByTestId('silo-fact');
    expect(facts).toHaveLength(4);
    expect(facts[0]!.parentElement!.style.gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(min(100%, 7rem), 1fr))',
    );
  });
});
