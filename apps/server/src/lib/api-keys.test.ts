import { describe, expect, it } from 'vitest';
import { newIngestKey, parseIngestKey, secretMatches } from './ingest-keys.js';

describe('ingest keys', () => {
  it('round-trips: a new key parses to its id and a secret matching its hash', () => {
    const created = newIngestKey();
    const parsed = parseIngestKey(created.key);
    expect(parsed?.id).toBe(created.id);
    expect(secretMatches(parsed!.secret, created.secretHash)).toBe(true);
  });

  it('refuses another secret and malformed keys', () => {
    const created = newIngestKey();
    const other = parseIngestKey(newIngestKey().key)!;
    expect(secretMatches(other.secret, created.secretHash)).toBe(false);
    expect(parseIngestKey('Bearer nothing')).toBeNull();
    expect(parseIngestKey(created.key.slice(0, -1))).toBeNull();
    expect(parseIngestKey(created.key.replace('bbk_', 'bbx_'))).toBeNull();
  });
});
