import { describe, expect, it } from 'vitest';
import { newApiKey, parseApiKey, secretMatches } from './api-keys.js';

describe('api keys', () => {
  it.each(['ingest', 'access'] as const)(
    'round-trips a %s key: it parses to its id and a secret matching its hash',
    (kind) => {
      const created = newApiKey(kind);
      const parsed = parseApiKey(kind, created.key);
      expect(parsed?.id).toBe(created.id);
      expect(secretMatches(parsed!.secret, created.secretHash)).toBe(true);
    },
  );

  it('refuses another secret, malformed keys and a key of the other kind', () => {
    const created = newApiKey('ingest');
    const other = parseApiKey('ingest', newApiKey('ingest').key)!;
    expect(secretMatches(other.secret, created.secretHash)).toBe(false);
    expect(parseApiKey('ingest', 'Bearer nothing')).toBeNull();
    expect(parseApiKey('ingest', created.key.slice(0, -1))).toBeNull();
    expect(parseApiKey('ingest', created.key.replace('bbk_', 'bbx_'))).toBeNull();
    expect(parseApiKey('access', created.key)).toBeNull();
    expect(created.key.startsWith('bbk_')).toBe(true);
    expect(newApiKey('access').key.startsWith('bbi_')).toBe(true);
  });
});
