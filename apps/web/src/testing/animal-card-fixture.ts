import { animalCardSchema, type AnimalCard, type AnimalEvent } from '@barnboard/domain';

/** A stored event of F1203's, as the card lists it. */
function event(
  id: string,
  fields: Omit<AnimalEvent, 'id' | 'source_id' | 'entered_at'>,
): AnimalEvent {
  return { id, source_id: null, entered_at: '2026-12-01T09:00:00Z', ...fields };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A sow's card as the API answers it (checked against its contract): F1203, gestating on day 63
 * of her fourth gestation, due for a pregnancy check, one record to fix, three litters.
 */
export function animalCard(overrides: Partial<AnimalCard> = {}): AnimalCard {
  return animalCardSchema.parse({
    animal: 'F1203',
    today: '2026-12-07',
    entry: {
      date: '2024-07-01',
      parity: 0,
      rfid: '250268500012031',
      genetic: 'Large White × Landrace',
      birth_date: '2024-01-15',
      location: 'Quarantaine',
    },
    state: {
      status: 'gestating',
      since: '2026-10-05',
      day: 63,
      parity: 3,
      location: 'Gestation 2',
      suckling: null,
    },
    removal: null,
    events: [
      event(uuid(1), {
        type: 'entry',
        date: '2024-07-01',
        time: null,
        user: null,
        location: 'Quarantaine',
        fields: { parity: 0, genetic: 'Large White × Landrace', rfid: '250268500012031' },
        entered_here: false,
        entered_by: null,
      }),
      event(uuid(2), {
        type: 'farrowing',
        date: '2026-08-20',
        time: '06:40',
        user: 'Julie',
        location: 'Maternité 1',
        fields: { born_alive: 14, stillborn: 1, mummified: 0 },
        entered_here: false,
        entered_by: null,
      }),
      event(uuid(3), {
        type: 'service',
        date: '2026-10-05',
        time: null,
        user: 'Marc',
        location: 'Verraterie',
        fields: { boar: 'V88', doses: 2 },
        entered_here: true,
        entered_by: 'manager@bocage.demo',
      }),
    ],
    litters: [
      {
        parity: 1,
        farrowing_date: '2025-03-02',
        born_alive: 12,
        stillborn: 0,
        mummified: 1,
        fostered: -1,
        deaths: [],
        weaned: 11,
        weaning_date: '2025-03-30',
        weaning_weight_kg: 82.5,
        days_to_service: 5,
      },
      {
        parity: 3,
        farrowing_date: '2026-08-20',
        born_alive: 14,
        stillborn: 1,
        mummified: 0,
        fostered: 2,
        deaths: [
          { cause: 'écrasé', count: 2 },
          { cause: null, count: 1 },
        ],
        weaned: 13,
        weaning_date: '2026-09-15',
        weaning_weight_kg: 96.2,
        days_to_service: 20,
      },
    ],
    feeding: {
      station: 'ESF 2-1',
      curve_percent: 100,
      last_visit: '2026-12-07T07:12:00Z',
      days: [
        { date: '2026-12-06', kind: 'gestation', target_g: 2800, distributed_g: 2750, visits: 2 },
        { date: '2026-12-07', kind: 'gestation', target_g: 2800, distributed_g: 1400, visits: 1 },
      ],
      alarms: [{ at: '2026-12-06T13:05:00Z', code: 108, station: 'ESF 2-1' }],
    },
    due: [{ list: 'preg_check', due_date: '2026-12-05', days: 2, overdue: true, note: 'check_2' }],
    to_fix: [
      {
        check: 'long_wsi',
        animal: 'F1203',
        record: 'service',
        date: '2026-10-05',
        value: 20,
        reports: ['herd-reproduction'],
      },
    ],
    ...overrides,
  });
}
