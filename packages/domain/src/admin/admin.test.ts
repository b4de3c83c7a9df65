import { describe, expect, it } from 'vitest';
import type { MembershipGrant, Subject } from '../access/rules.js';
import {
  administersAnything,
  canChangeDictionaryItem,
  canCreateSitesOf,
  canSeeDictionaryItem,
} from './admin-rules.js';
import { densityFromSi, densityToSi, densityUnitFor } from './dictionary.js';
import { fieldErrorCodes } from './form-errors.js';
import { foldName, sameName } from './names.js';
import { siteCreateSchema } from './sites-admin.js';

const TENANT = { cloud_id: 't1', ltrack_access: true };
const NOW = new Date('2026-06-01T00:00:00Z');
const grant = (extra: Partial<MembershipGrant>): MembershipGrant => ({
  tenant: TENANT,
  role: 'admin',
  sites: 'all',
  access_type: { feeding: [], zootech: true, silo: true },
  expires_at: null,
  ...extra,
});
const user = (...memberships: MembershipGrant[]): Subject => ({ role: 'user', memberships });
const site = (id: string) => ({ id, tenant: TENANT });

describe('who administers what', () => {
  it('adds sites only with all the tenant sites (or as staff)', () => {
    expect(canCreateSitesOf(user(grant({})), 't1', NOW)).toBe(true);
    expect(canCreateSitesOf(user(grant({ sites: ['s1'] })), 't1', NOW)).toBe(false);
    expect(canCreateSitesOf(user(grant({ role: 'manager' })), 't1', NOW)).toBe(false);
    expect(canCreateSitesOf(user(grant({ expires_at: '2026-05-01T00:00:00Z' })), 't1', NOW)).toBe(
      false,
    );
    expect(canCreateSitesOf({ role: 'staff', memberships: [] }, 't1', NOW)).toBe(true);
  });

  it('lets the admins of every site of a dictionary item change it, the others only see it', () => {
    const scoped = user(grant({ sites: ['s1'] }));
    expect(canSeeDictionaryItem(scoped, [site('s1'), site('s2')], NOW)).toBe(true);
    expect(canChangeDictionaryItem(scoped, [site('s1'), site('s2')], NOW)).toBe(false);
    expect(canChangeDictionaryItem(scoped, [site('s1')], NOW)).toBe(true);
    expect(canChangeDictionaryItem(user(grant({})), [], NOW)).toBe(false);
    expect(canSeeDictionaryItem(user(grant({ role: 'member' })), [site('s1')], NOW)).toBe(false);
  });

  it('refuses the admin lists to a manager or a member', () => {
    expect(administersAnything(user(grant({ role: 'owner', sites: ['s1'] })), NOW)).toBe(true);
    expect(administersAnything(user(grant({ role: 'manager' })), NOW)).toBe(false);
    expect(administersAnything(user(), NOW)).toBe(false);
  });
});

describe('names, densities and field errors', () => {
  it('compares names case, accents and spacing aside', () => {
    expect(foldName('  Maternité   Nord ')).toBe('maternite nord');
    expect(sameName('Élevage Tremblay', 'elevage  TREMBLAY')).toBe(true);
    expect(sameName('Nord', 'Sud')).toBe(false);
  });

  it('shows densities in lb/ft³ to users weighing in pounds, and reads them back', () => {
    expect(densityUnitFor('kg')).toBe('kg_m3');
    expect(densityUnitFor('short_ton')).toBe('lb_ft3');
    expect(densityFromSi(650, 'lb_ft3')).toBeCloseTo(40.578, 3);
    expect(densityToSi(densityFromSi(650, 'lb_ft3'), 'lb_ft3')).toBeCloseTo(650, 9);
    expect(densityFromSi(650, 'kg_m3')).toBe(650);
  });

  it('gives each refused field of a form one code', () => {
    const parsed = siteCreateSchema.safeParse({
      name: ' ',
      type: 'castle',
      timezone: 'Mars/Olympus',
      city: 'x'.repeat(201),
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorCodes(parsed.error)).toEqual({
      name: 'required',
      type: 'invalid',
      timezone: 'invalid',
      city: 'too_long',
    });
  });
});
