import { DEFAULT_DISPLAY_PREFS, formatSiloWeight, type PlanTrip } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { planSentence } from './plan-sentence';

const trip = (loads: [string, string, number][], emptyDate = '2026-11-26'): PlanTrip => ({
  site_id: 's',
  date: '2026-11-25',
  total_kg: loads.reduce((kg, [, , load]) => kg + load, 0),
  compartments: [],
  loads: loads.map(([bin, feed, kg]) => ({
    bin: { id: bin, name: bin },
    feed: { id: feed, name: feed },
    kg,
  })),
  reason: { bin: { id: loads[0]![0], name: loads[0]![0] }, empty_date: emptyDate },
});

/** The site's first delivery day is the trips' day (Wednesday November 25) unless told otherwise. */
function sentence(
  language: 'en' | 'fr' | 'es',
  value: PlanTrip,
  siloWeight: 'kg' | 't' = 't',
  earliestDelivery = '2026-11-25',
) {
  const prefs = { ...DEFAULT_DISPLAY_PREFS, language, siloWeight, dateFormat: 'DMY' as const };
  return planSentence(
    i18n.getFixedT(language),
    value,
    prefs,
    (kg) => formatSiloWeight(kg, prefs),
    earliestDelivery,
  );
}

describe('planSentence', () => {
  const gestation = trip([
    ['Silo G1-2', 'gestation feed', 9_000],
    ['Silo G1-1', 'gestation feed', 8_000],
    ['Silo G1-3', 'gestation feed', 7_000],
  ]);

  it("tells the trip in words, in the user's language and units, each day with its month's name", () => {
    expect(sentence('en', gestation)).toBe(
      'Silo G1-2 runs empty Thursday November 26: order 24 t of gestation feed for Wednesday November 25 with Silo G1-1 and Silo G1-3.',
    );
    expect(sentence('fr', gestation)).toBe(
      'Silo G1-2 sera vide jeudi 26 novembre : commandez 24 t de gestation feed pour mercredi 25 novembre avec Silo G1-1 et Silo G1-3.',
    );
    expect(sentence('es', gestation, 'kg')).toBe(
      'Silo G1-2 se vacía el jueves 26 de noviembre: pida 24.000 kg de gestation feed para el miércoles 25 de noviembre con Silo G1-1 y Silo G1-3.',
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
      'Silo L-1 runs empty Thursday November 26: order 6.50 t of lactation and 4 t of gestation for Wednesday November 25 with Silo G-1.',
    );
    expect(sentence('en', trip([['Silo L-1', 'lactation', 6_000]]))).toBe(
      'Silo L-1 runs empty Thursday November 26: order 6 t of lactation for Wednesday November 25.',
    );
  });

  it('says a bin that runs empty before any delivery can arrive gets the earliest one', () => {
    // Empty on the first delivery day, or before it (today, Tuesday).
    const sameDay = trip(
      [
        ['Silo G1-2', 'gestation feed', 9_000],
        ['Silo G1-1', 'gestation feed', 8_000],
      ],
      '2026-11-25',
    );
    expect(sentence('en', sameDay)).toBe(
      'Silo G1-2 runs empty Wednesday November 25: order 17 t of gestation feed for Wednesday November 25 (earliest delivery) with Silo G1-1.',
    );
    expect(sentence('fr', sameDay)).toBe(
      'Silo G1-2 sera vide mercredi 25 novembre : commandez 17 t de gestation feed pour mercredi 25 novembre (première livraison possible) avec Silo G1-1.',
    );
    expect(sentence('es', sameDay)).toBe(
      'Silo G1-2 se vacía el miércoles 25 de noviembre: pida 17 t de gestation feed para el miércoles 25 de noviembre (primera entrega posible) con Silo G1-1.',
    );
    const today = trip([['Silo L-1', 'lactation', 6_000]], '2026-11-24');
    expect(sentence('en', today)).toBe(
      'Silo L-1 runs empty Tuesday November 24: order 6 t of lactation for Wednesday November 25 (earliest delivery).',
    );
    expect(sentence('fr', today)).toBe(
      'Silo L-1 sera vide mardi 24 novembre : commandez 6 t de lactation pour mercredi 25 novembre (première livraison possible).',
    );
    expect(sentence('es', today)).toBe(
      'Silo L-1 se vacía el martes 24 de noviembre: pida 6 t de lactation para el miércoles 25 de noviembre (primera entrega posible).',
    );
  });

  it('keeps the plain sentence for a trip in time, and for one after the first delivery day', () => {
    expect(sentence('en', gestation, 't', '2026-11-25')).not.toContain('earliest');
    // A bin a too-small truck could not fill, served again the day it runs empty: not the
    // earliest delivery, so not said to be.
    const again = trip([['Silo L-1', 'lactation', 6_000]], '2026-11-25');
    expect(sentence('en', again, 't', '2026-11-24')).toBe(
      'Silo L-1 runs empty Wednesday November 25: order 6 t of lactation for Wednesday November 25.',
    );
  });
});
