import { describe, expect, it } from 'vitest';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../testing/fixtures';
import { restoreCurrentSiteId } from './preferences';

const NOW = new Date('2026-11-24T12:00:00Z');
const tenant = makeTenant('Ferme du Bocage', true);
const nothing = { gestation: false, lactation: false, herd: false, bins: false };
const finishing = makeSite('Engraissement', tenant, { holds: nothing });
const maternity = makeSite('Maternité', tenant, { holds: { ...nothing, gestation: true } });
const binsOnly = makeSite('Pouponnière', tenant, { holds: { ...nothing, bins: true } });

describe('restoreCurrentSiteId', () => {
  it('opens the last visited site when the user still has it', () => {
    const user = makeUser({ prefs: JSON.stringify({ lastSiteVisited: finishing.id }) });
    const memberships = [makeMembership(tenant)];
    expect(restoreCurrentSiteId(user, memberships, [finishing, maternity], NOW)).toBe(finishing.id);
  });

  it("otherwise opens the site where most of the user's areas hold data, not an empty one", () => {
    const memberships = [makeMembership(tenant)];
    expect(restoreCurrentSiteId(makeUser(), memberships, [finishing, maternity], NOW)).toBe(
      maternity.id,
    );
    const full = makeSite('Maternité 2', tenant, {
      holds: { gestation: true, lactation: true, herd: true, bins: true },
    });
    expect(restoreCurrentSiteId(makeUser(), memberships, [binsOnly, maternity, full], NOW)).toBe(
      full.id,
    );
    expect(restoreCurrentSiteId(makeUser(), memberships, [binsOnly, maternity], NOW)).toBe(
      binsOnly.id,
    );
  });

  it('skips data of an area the user has no access to', () => {
    const noSilo = [
      makeMembership(tenant, {
        access_type: { feeding: ['gestation'], zootech: true, silo: false },
      }),
    ];
    expect(restoreCurrentSiteId(makeUser(), noSilo, [binsOnly, maternity], NOW)).toBe(maternity.id);
    const siloOnly = [
      makeMembership(tenant, { access_type: { feeding: [], zootech: false, silo: true } }),
    ];
    expect(restoreCurrentSiteId(makeUser(), siloOnly, [maternity, binsOnly], NOW)).toBe(
      binsOnly.id,
    );
  });

  it('falls back to the first site when none shows data, and to none without sites', () => {
    const memberships = [makeMembership(tenant)];
    expect(restoreCurrentSiteId(makeUser(), memberships, [finishing], NOW)).toBe(finishing.id);
    expect(restoreCurrentSiteId(makeUser(), memberships, [], NOW)).toBeNull();
  });
});
