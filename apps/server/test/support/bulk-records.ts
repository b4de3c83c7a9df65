/**
 * `size` records of the exchange format for a big import: size / 10 sows, ten records each (a
 * whole cycle and a cull), about 150 bytes of JSON a record.
 */
export function bulkRecords(size: number): object[] {
  const out: object[] = [];
  for (let n = 0; out.length < size; n++) {
    const animal = `BULK-${String(n).padStart(6, '0')}`;
    const year = 2020 + (n % 5);
    const d = (md: string) => `${year}-${md}`;
    out.push(
      { type: 'entry', animal, date: d('01-05'), parity: n % 4, genetic: 'Landrace x Yorkshire' },
      { type: 'service', animal, date: d('01-21'), time: '07:30', boar: 'B-12', doses: 2 },
      { type: 'preg_check', animal, date: d('02-20'), result: 'positive', user: 'marie' },
      { type: 'move', animal, date: d('05-10'), location: 'Mise bas A' },
      { type: 'farrowing', animal, date: d('05-16'), born_alive: 14, stillborn: 1, mummified: 0 },
      { type: 'piglet_death', animal, date: d('05-18'), count: 1, cause: 'crushed' },
      { type: 'foster', animal, date: d('05-19'), count: -2 },
      { type: 'weaning', animal, date: d('06-06'), count: 11, weight_kg: 68.5 },
      { type: 'service', animal, date: d('06-11'), id: `svc-${n}` },
      { type: 'removal', animal, date: d('07-01'), kind: 'cull', cause: 'lameness' },
    );
  }
  return out.slice(0, size);
}
