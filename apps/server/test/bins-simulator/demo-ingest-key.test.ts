import { expect, it } from 'vitest';
import { parseApiKey, secretMatches } from '../../src/lib/api-keys.js';
import { sha256 } from '../../src/modules/identity/secrets.js';
import {
  DEMO_INGEST_KEY,
  DEMO_INGEST_KEY_ID,
  DEMO_INGEST_SECRET,
} from '../../src/seed/demo-bins.js';

it('has the ingest-key format, and its secret matches the hash the demo seed stores', () => {
  expect(DEMO_INGEST_KEY).toBe(
    'bbk_de300000b0ca4e008000000000000001_DemoLTrack-FermeDuBocage-NotForProduction-1',
  );
  const parsed = parseApiKey('ingest', DEMO_INGEST_KEY);
  expect(parsed).toEqual({ id: DEMO_INGEST_KEY_ID, secret: DEMO_INGEST_SECRET });
  expect(secretMatches(parsed!.secret, sha256(DEMO_INGEST_SECRET))).toBe(true);
  expect(secretMatches(`${parsed!.secret.slice(0, -1)}2`, sha256(DEMO_INGEST_SECRET))).toBe(false);
});
