import { describe, expect, it } from 'vitest';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../../testing/fixtures';
import { adminReach, grantableRoles, siteInReach } from './reach';

const bocage = makeTenant('Ferme du Bocage', true);
const horizon = makeTenant('Porcs Horizon');
const maternity = makeSite('Maternité', bocage);
const finishing = makeSite('Engraissement', bocage);
const gdu = makeSite('Horizon GDU', horizon);
const now = new Date('2026-06-01T12:00:00Z');

describe('the organisations a user administers', () => {
  it('are those of an active owner or admin membership, with the sites they may grant', () => {
    const reach = adminReach(
      {
        user: makeUser(),
        memberships: [
          makeMembership(bocage, { role: 'admin', sites: [maternity.id] }),
          makeMembership(horizon, { role: 'member', sites: 'all' }),
        ],
        sites: [maternity, finishing, gdu],
      },
      now,
    );
    expect(reach.map((r) => [r.name, r.role, r.sites])).toEqual([
      ['Ferme du Bocage', 'admin', [maternity.id]],
    ]);
    expect(reach[0]!.knownSites.map((s) => s.name)).toEqual(['Engraissement', 'Maternité']);
    expect(siteInReach(reach[0]!, maternity.id)).toBe(true);
    expect(siteInReach(reach[0]!, finishing.id)).toBe(false);
    expect(grantableRoles(reach[0]!)).toEqual(['admin', 'manager', 'member']);
  });

  it('are every organisation of the sites staff see, every role theirs to give', () => {
    const reach = adminReach(
      { user: makeUser({ role: 'staff' }), memberships: [], sites: [gdu, maternity] },
      now,
    );
    expect(reach.map((r) => [r.name, r.role, r.sites])).toEqual([
      ['Ferme du Bocage', 'staff', 'all'],
      ['Porcs Horizon', 'staff', 'all'],
    ]);
    expect(grantableRoles(reach[0]!)).toEqual(['owner', 'admin', 'manager', 'member']);
  });

  it('leave out an expired admin membership', () => {
    const reach = adminReach(
      {
        user: makeUser(),
        memberships: [
          makeMembership(bocage, { role: 'owner', expires_at: '2026-05-01T00:00:00Z' }),
        ],
        sites: [maternity],
      },
      now,
    );
    expect(reach).toEqual([]);
  });
});
