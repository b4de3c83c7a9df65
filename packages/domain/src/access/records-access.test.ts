import { describe, expect, it } from 'vitest';
import { canCorrectRecords, canEnterRecords } from './records-access.js';
import type { MembershipGrant, SiteGrant, Subject } from './rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const tenant = { cloud_id: 't-a', ltrack_access: false };
const maternity: SiteGrant = { id: 'mat', tenant, access: 'all' };
const feedingOnly: SiteGrant = { id: 'ges', tenant, access: { feeding: ['gestation'] } };
const elsewhere: SiteGrant = { id: 'far', tenant: { ...tenant, cloud_id: 't-b' }, access: 'all' };

const membership = (overrides: Partial<MembershipGrant> = {}): MembershipGrant => ({
  tenant,
  role: 'member',
  sites: 'all',
  access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: false },
  expires_at: null,
  ...overrides,
});
const user = (...memberships: MembershipGrant[]): Subject => ({ role: 'user', memberships });
const member = user(membership());
const manager = user(membership({ role: 'manager' }));
const admin = user(membership({ role: 'admin' }));

describe('herd records: who may enter, correct and delete', () => {
  it('lets members enter, and only managers and above correct', () => {
    expect(canEnterRecords(member, maternity, NOW)).toBe(true);
    expect(canCorrectRecords(member, maternity, NOW)).toBe(false);
    for (const subject of [manager, admin, { role: 'staff' as const, memberships: [] }]) {
      expect(canEnterRecords(subject, maternity, NOW)).toBe(true);
      expect(canCorrectRecords(subject, maternity, NOW)).toBe(true);
    }
  });

  it('needs zootech on both the site and the membership', () => {
    const noZootech = user(
      membership({
        role: 'manager',
        access_type: { feeding: ['gestation'], zootech: false, silo: false },
      }),
    );
    expect(canEnterRecords(noZootech, maternity, NOW)).toBe(false);
    expect(canCorrectRecords(noZootech, maternity, NOW)).toBe(false);
    expect(canEnterRecords(manager, feedingOnly, NOW)).toBe(false);
    expect(canCorrectRecords(manager, feedingOnly, NOW)).toBe(false);
  });

  it('grants nothing on another farm, nor once the membership expired', () => {
    expect(canEnterRecords(manager, elsewhere, NOW)).toBe(false);
    const expired = user(membership({ role: 'manager', expires_at: '2026-05-01T00:00:00Z' }));
    expect(canEnterRecords(expired, maternity, NOW)).toBe(false);
    expect(canCorrectRecords(expired, maternity, NOW)).toBe(false);
  });
});
