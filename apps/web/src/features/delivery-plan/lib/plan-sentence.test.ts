import { DEFAULT_DISPLAY_PREFS, formatSiloWeight, type PlanTrip } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { planSentence } from './plan-sentence';

const trip = (loads: [string, string, number][]): PlanTrip => ({
  site_id: 's',
  date: '2026-11-25',
  total_kg: loads.reduce((kg, [, , load]) => kg + load, 0),
  compartments: [],
  loads: loads.map(([bin, feed, kg]) => ({
    bin: { id: bin, name: bin },
    feed: { id: feed, name: feed },
    kg,
  })),
  reason: { bin: { id: loads[0]![0], name: loads[0]![0] }, empty_date: '2026-11-26' },
});

function sentence(language: 'en' | 'fr' | 'es', value: PlanTrip, siloWeight: 'kg' | 't' = 't') {
  const prefs = { ...DEFAULT_DISPLAY_PREFS, language, siloWeight, dateFormat: 'DMY' as const };
  return planSentence(i18n.getFixedT(language), value, prefs, (kg) => formatSiloWeight(kg, prefs));
}

describe('planSentence', () => {
  const gestation = trip([
    ['Silo G1-2', 'gestation feed', 9_000],
    ['Silo G1-1', 'gestation feed', 8_000],
    ['Silo G1-3', 'gestation feed', 7_000],
  ]);

  it("tells the trip in words, in the user's language, units and date format", () => {
    expect(sentence('en', gestation)).toBe(
      'Silo G1-2 runs empty Thursday 26-11: order 24 t of gestation feed for Wednesday 25-11 with Silo G1-1 and Silo G1-3.',
    );
    expect(sentence('fr', gestation)).toBe(
      'Silo G1-2 sera vide jeudi 26-11 : commandez 24 t de gestation feed pour mercredi 25-11 avec Silo G1-1 et Silo G1-3.',
    );
    expect(sentence('es', gestation, 'kg')).toBe(
      'Silo G1-2 se vacía el jueves 26-11: pida 24.000 kg de gestation feed para el miércoles 25-11 con Silo G1-1 y Silo G1-3.',
    );
  });

  it('names each feed of a mixed truck, and no others when the bin goes alone', () => {
    expect(
      sentence(
        'en',
        trip([
          ['Silo L-1', 'lactation', 6_500],
          ['Silo G-1', 'gestation', 4_000],
        ]),
      ),
    ).toBe(
      'Silo L-1 runs empty Thursday 26-11: order 6.50 t of lactation and 4 t of gestation for Wednesday 25-11 with Silo G-1.',
    );
    expect(sentence('en', trip([['Silo L-1', 'lactation', 6_000]]))).toBe(
      'Silo L-1 runs empty Thursday 26-11: order 6 t of lactation for Wednesday 25-11.',
    );
  });
});
