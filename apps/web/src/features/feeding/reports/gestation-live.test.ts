import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { GestationLiveAnswer } from '../api/get-gestation-live';
import { gestationLiveReport } from './gestation-live';

/** docs/feeding.md's example: S2 not fed, S3 under-fed (75 %), S4 at exactly 80 % is fed. */
const answer: GestationLiveAnswer = {
  date: '2026-03-10',
  as_of: null,
  expected: 4,
  fed: 3,
  not_fed: 1,
  under_fed: 1,
  total_target_g: 9500,
  total_distributed_g: 5600,
  percent: 58.9,
  visits: 9,
  underfed_threshold_percent: 80,
  attention: [
    {
      animal: 'S2',
      station: 'ESF 1',
      location: 'Gestation pen 1',
      day: 40,
      target_g: 3000,
      distributed_g: 0,
      percent: 0,
      status: 'not_fed',
    },
    {
      animal: 'S3',
      station: 'ESF 2',
      location: 'Gestation pen 2',
      day: 60,
      target_g: 2000,
      distributed_g: 1500,
      percent: 75,
      status: 'under_fed',
    },
  ],
};
const context = {
  t: i18n.getFixedT('en'),
  prefs: DEFAULT_DISPLAY_PREFS,
  timeZone: 'America/Montreal',
};

describe('gestation live report', () => {
  it('gives the rates the objectives colour as fractions, and weights in kilograms', () => {
    const figures = gestationLiveReport.figures(answer, context);
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure]));
    expect(byId['fed_rate']).toMatchObject({
      value: 0.75,
      metric: 'ges_fed_rate',
      kind: 'percent',
    });
    expect(byId['feed_rate']).toMatchObject({ value: 0.589, metric: 'ges_feed_rate' });
    expect(byId['distributed']).toMatchObject({ value: 5.6, kind: 'weight' });
  });

  it('lists the sows to check with their status, for the journeys to find', () => {
    const grid = gestationLiveReport.views[0].grid(answer, context);
    expect(
      grid.rows.map((row) => [row.cells['animal'], row.cells['status'], row.attributes]),
    ).toEqual([
      [
        'S2',
        'Not fed',
        { 'data-testid': 'attention-row', 'data-status': 'not_fed', 'data-animal': 'S2' },
      ],
      [
        'S3',
        'Under ration',
        { 'data-testid': 'attention-row', 'data-status': 'under_fed', 'data-animal': 'S3' },
      ],
    ]);
  });

  it('reads a day still going on as the day so far: no colour, "not fed yet", the time said', () => {
    const soFar = { ...answer, as_of: '15:40' };
    const figures = gestationLiveReport.figures(soFar, context);
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure]));
    for (const id of ['fed_rate', 'feed_rate']) expect(byId[id]!.metric).toBeUndefined();
    expect(byId['feed_rate']!.label).toBe('Feed given of target so far (15:40)');
    expect(byId['not_fed']!.label).toBe('Not fed yet');
    const grid = gestationLiveReport.views[0].grid(soFar, context);
    expect(grid.rows.map((row) => row.cells['status'])).toEqual([
      'Not fed yet',
      'Under ration so far',
    ]);
    expect(grid.columns.find((column) => column.id === 'percent')?.metric).toBeUndefined();
    // The same in French, on a 12-hour clock where the user chose one.
    const fr = {
      ...context,
      t: i18n.getFixedT('fr'),
      prefs: { ...context.prefs, hourCycle: 12 as const },
    };
    const french = gestationLiveReport.figures(soFar, fr);
    expect(french.find((figure) => figure.id === 'feed_rate')?.label).toMatch(
      /^Aliment distribué sur ration jusqu’ici \(3:40\s?PM\)$/,
    );
  });

  it('narrows the list to the chosen statuses, leaving the day’s figures whole', () => {
    const status = gestationLiveReport.filters?.find((filter) => filter.id === 'status');
    const narrowed = status?.narrow?.(answer, ['under_fed']);
    expect(narrowed?.attention.map((row) => row.animal)).toEqual(['S3']);
    expect(narrowed?.expected).toBe(4);
  });
});
