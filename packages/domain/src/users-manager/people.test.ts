import { describe, expect, it } from 'vitest';
import type { ManagedUser } from './api.js';
import { searchPeople, sortPeople } from './people.js';

let counter = 0;
function person(extra: Partial<ManagedUser>, tenant = 'Ferme du Bocage'): ManagedUser {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    email: null,
    username: null,
    first_name: null,
    last_name: null,
    role: 'user',
    state: 'active',
    must_change_password: false,
    deactivated_at: null,
    invitation: null,
    memberships: [
      {
        id: '10000000-0000-4000-8000-000000000001',
        tenant: {
          cloud_id: '20000000-0000-4000-8000-000000000001',
          name: tenant,
          ltrack_access: false,
        },
        role: 'member',
        sites: 'all',
        access_type: { feeding: [], zootech: true, silo: false },
        expires_at: null,
        use_sharing_name: false,
        sharing_name: null,
        expired: false,
        updated_at: '2026-01-01T00:00:00.000Z',
        manageable: true,
      },
    ],
    updated_at: '2026-01-01T00:00:00.000Z',
    manageable: true,
    ...extra,
  };
}

const emile = person({
  first_name: 'Émile',
  last_name: 'Roy',
  email: 'emile@bocage.demo',
  state: 'expired',
});
const marie = person({
  first_name: 'Marie',
  last_name: 'Lévesque',
  email: 'marie@bocage.demo',
  state: 'invited',
});
const paul = person({ username: 'paul.barn', state: 'deactivated' }, 'Porcs Horizon');
const zoe = person(
  { first_name: 'zoé', last_name: 'Éleveur', email: 'zoe@horizon.demo' },
  'Porcs Horizon',
);
const everyone = [zoe, paul, marie, emile];

describe('searching people', () => {
  it('ignores accents and case, in names, logins and tenants', () => {
    expect(searchPeople(everyone, 'EMILE')).toEqual([emile]);
    expect(searchPeople(everyone, 'levesque')).toEqual([marie]);
    expect(searchPeople(everyone, 'eleveur')).toEqual([zoe]);
    expect(searchPeople(everyone, 'PAUL.barn')).toEqual([paul]);
    expect(searchPeople(everyone, 'horizon')).toEqual([zoe, paul]);
  });
  it('needs every word, and answers everyone for a blank query', () => {
    expect(searchPeople(everyone, 'horizon zoe')).toEqual([zoe]);
    expect(searchPeople(everyone, 'horizon marie')).toEqual([]);
    expect(searchPeople(everyone, '   ')).toEqual(everyone);
  });
});

describe('sorting people', () => {
  const names = (list: ManagedUser[]) => list.map((p) => p.first_name ?? p.username);
  it('sorts by name, accents and case aside, both ways', () => {
    expect(names(sortPeople(everyone, 'name', 'asc'))).toEqual([
      'Émile',
      'Marie',
      'paul.barn',
      'zoé',
    ]);
    expect(names(sortPeople(everyone, 'name', 'desc'))).toEqual([
      'zoé',
      'paul.barn',
      'Marie',
      'Émile',
    ]);
  });
  it('sorts by state with the unconfirmed first, then by name', () => {
    expect(names(sortPeople(everyone, 'state', 'asc'))).toEqual([
      'Marie',
      'zoé',
      'Émile',
      'paul.barn',
    ]);
  });
  it('sorts by login and by tenant, names breaking ties', () => {
    expect(names(sortPeople(everyone, 'login', 'asc'))).toEqual([
      'Émile',
      'Marie',
      'paul.barn',
      'zoé',
    ]);
    expect(names(sortPeople(everyone, 'tenant', 'asc'))).toEqual([
      'Émile',
      'Marie',
      'paul.barn',
      'zoé',
    ]);
    expect(names(sortPeople(everyone, 'tenant', 'desc'))).toEqual([
      'paul.barn',
      'zoé',
      'Émile',
      'Marie',
    ]);
  });
});
