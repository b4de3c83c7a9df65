import { describe, expect, it } from 'vitest';
import { licenceState, sortLicences, type LicenceItem } from './licence-rows';

const tenant = 'b0000000-0000-4000-8000-000000000001';
const licence = (
  id: string,
  assigned: string | null,
  deletedAt: string | null = null,
): LicenceItem => ({
  id: `f0000000-0000-4000-8000-00000000000${id}`,
  tenant,
  silo: assigned
    ? {
        id: `e0000000-0000-4000-8000-00000000000${id}`,
        name: `Silo ${id}`,
        site_id: 'a0000000-0000-4000-8000-000000000001',
        mac_address: `1ac0b0ca9e00000${id}`,
        deleted_at: deletedAt,
      }
    : null,
  assigned_at: assigned,
  created_at: '2025-01-01T00:00:00Z',
});

describe('sortLicences', () => {
  it('lists the licences in use first, newest assignment on top, then the available ones', () => {
    const items = [
      licence('1', null),
      licence('2', '2025-03-01T00:00:00Z'),
      licence('3', '2025-06-01T00:00:00Z'),
    ];
    expect(sortLicences(items).map((item) => item.silo?.name ?? 'free')).toEqual([
      'Silo 3',
      'Silo 2',
      'free',
    ]);
  });
});

describe('licenceState', () => {
  it('tells a free licence, one in use and one still held by a deleted silo apart', () => {
    expect(licenceState(licence('1', null))).toBe('free');
    expect(licenceState(licence('2', '2025-03-01T00:00:00Z'))).toBe('inUse');
    expect(licenceState(licence('3', '2025-03-01T00:00:00Z', '2025-09-01T00:00:00Z'))).toBe(
      'deletedSilo',
    );
  });
});
