import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name.js';

describe('display name (spec §3)', () => {
  it('uses first and last name', () =>
    expect(displayName({ email: 'm@x.io', first_name: 'Marie', last_name: 'Lévesque' })).toBe(
      'Marie Lévesque',
    ));
  it('uses one name when only one is known', () =>
    expect(displayName({ email: 'm@x.io', first_name: null, last_name: 'Roy' })).toBe('Roy'));
  it('falls back to the e-mail local part', () =>
    expect(displayName({ email: 'jean.roy@x.io', first_name: ' ', last_name: null })).toBe(
      'jean.roy',
    ));
  it('falls back to the username of an account without e-mail', () =>
    expect(displayName({ email: null, username: 'paul.barn', first_name: null })).toBe(
      'paul.barn',
    ));
});

describe('initials (spec §3)', () => {
  it.each([
    [{ email: 'a@x.io', first_name: 'marie', last_name: 'lévesque' }, 'ML'],
    [{ email: 'a@x.io', first_name: 'Émile', last_name: null }, 'É'],
    [{ email: 'jean-paul.roy@x.io' }, 'JR'],
    [{ email: 'jean_roy@x.io' }, 'JR'],
    [{ email: 'jean+farm@x.io' }, 'JF'],
    [{ email: 'member@bocage.demo' }, 'M'],
    [{ email: 'marie.2024.roy@x.io' }, 'MR'],
    [{ email: '123.marie@x.io' }, 'M'],
    [{ email: '2024@x.io' }, ''],
    [{ email: null, username: 'paul_gagnon' }, 'PG'],
  ])('%j → %s', (user, expected) => expect(initials(user)).toBe(expected));
});
