import type { BinItem } from '@barnboard/domain';

let counter = 0;
const id = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const SITE = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ferme du Bocage' };
export const TENANT = { cloud_id: 'b0000000-0000-4000-8000-000000000001', name: 'Bocage' };
export const BUILDING = { cloud_id: 'c0000000-0000-4000-8000-000000000001', name: 'Gestation 1' };
export const CONTENT = {
  cloud_id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Gestation',
  recipe: 'G-16',
  density: 650,
  utility: null,
};

/** A bin as the list answers it: a 2.75 m regular hopper, 60 % full, read an hour ago. */
export function makeBin(extra: Partial<BinItem> = {}): BinItem {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const hourAgo = new Date(now - 3_600_000).toISOString();
  return {
    id: id('e0000000'),
    name: 'Silo B-1',
    mac_address: '1ac0b0ca9e000006',
    tenant: TENANT,
    site: SITE,
    building: BUILDING,
    content: CONTENT,
    recipe: 'G-16',
    density: 650,
    utility: null,
    type: 'regular_hopper',
    top_height: 6.2,
    vertical_height: 3,
    bottom_height: 2.38,
    roof_height: 0.79,
    flat_height: 0.5,
    offset: 0.3,
    diameter: 2.75,
    outlet_diameter: 0,
    capacity_m3: 24,
    capacity_kg: 15600,
    remaining_quantity: 9360,
    fill_level: 60,
    last_filled: { kind: 'date', at: '2026-03-07T08:00:00Z' },
    last_filled_at: '2026-03-07T08:00:00Z',
    voltage: 3.61,
    disabled_at: null,
    isExpired: false,
    expires_at: '2026-12-01T00:00:00Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    last_level: {
      level: 60,
      level_at: hourAgo,
      v_silo: 14.4,
      quantity: 9360,
      battery: 3610,
      temperature: 4.5,
      rssi: -95,
      snr: 5,
    },
    battery: 3610,
    quantity: 9360,
    temperature: 4.5,
    rssi: -95,
    snr: 5,
    last_sync: hourAgo,
    module_version: '2.3',
    average_daily_consumption: 820,
    forecast: { empty_at: '2026-03-21T12:00:00Z', days_until_empty: 11, kg_per_day: 850 },
    warnings: [],
    ...extra,
  };
}
