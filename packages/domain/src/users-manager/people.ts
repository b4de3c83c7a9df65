import { normalizeText } from '../format/normalize-text.js';
import { displayName } from '../user/display-name.js';
import type { ManagedUser, UserSort, UserState } from './api.js';

/** The text a person is found by: names, e-mail, username and the tenants of their memberships. */
function searchText(user: ManagedUser): string {
  return normalizeText(
    [
      displayName(user),
      user.first_name,
      user.last_name,
      user.email,
      user.username,
      ...user.memberships.map((m) => m.tenant.name),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * The people matching a search, accents and case ignored ("eleveur" finds "Éleveur"): every
 * word of the query must be found somewhere in the person's names, e-mail, username or tenants.
 */
export function searchPeople(people: ManagedUser[], query: string | undefined): ManagedUser[] {
  const words = normalizeText(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return people;
  return people.filter((user) => {
    const text = searchText(user);
    return words.every((word) => text.includes(word));
  });
}

/** The order of states when sorting by state: who needs attention first. */
const STATE_ORDER: Record<UserState, number> = {
  invited: 0,
  active: 1,
  expired: 2,
  deactivated: 3,
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function login(user: ManagedUser): string {
  return user.email ?? user.username ?? '';
}

function firstTenant(user: ManagedUser): string {
  return user.memberships.map((m) => m.tenant.name).sort(collator.compare)[0] ?? '';
}

const comparators: Record<UserSort, (a: ManagedUser, b: ManagedUser) => number> = {
  name: (a, b) => collator.compare(displayName(a), displayName(b)),
  login: (a, b) => collator.compare(login(a), login(b)),
  state: (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state],
  tenant: (a, b) => collator.compare(firstTenant(a), firstTenant(b)),
};

/** Sorted by the column asked, then by name and id, so equal rows keep one order across pages. */
export function sortPeople(
  people: ManagedUser[],
  sort: UserSort,
  direction: 'asc' | 'desc',
): ManagedUser[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...people].sort(
    (a, b) =>
      sign * comparators[sort](a, b) ||
      comparators.name(a, b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
