import type { KpiKey } from '../kpi/catalogue.js';
import type { TileKey } from './tiles.js';

export type KpiTileKey = Extract<TileKey, 'kpi-reproduction' | 'kpi-farrowing' | 'kpi-herd'>;

/**
 * The KPIs each KPI tile shows, in its order (the first four are a dashboard tile's figures).
 * The farm comparison compares the rows of the tile chosen.
 */
export const KPI_TILE_ROWS: Record<KpiTileKey, readonly KpiKey[]> = {
  // Services and their outcomes: how well sows are bred.
  'kpi-reproduction': [
    'far_rate',
    'wsi',
    'pc_served_7d',
    'pc_repeat_services',
    'services',
    'first_services',
    'npd',
  ],
  // Litters from birth to weaning.
  'kpi-farrowing': [
    'born_alive',
    'pre_wean_mortality',
    'pw_mf_year',
    'wean_age',
    'litters',
    'total_born',
    'stillborn',
    'mummified',
    'ges_length',
    'weanings',
    'weaned',
    'weaned_per_litter',
    'litters_mf_year',
  ],
  // The herd: its size, age and renewal.
  'kpi-herd': [
    'parity',
    'replacement_rate',
    'pc_culling',
    'pc_mortality',
    'avg_females',
    'avg_mated_females',
  ],
};

export const KPI_TILE_KEYS = Object.keys(KPI_TILE_ROWS) as KpiTileKey[];
