import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../../db/database.js';
import { signingKeys } from '../../db/schema/index.js';

/** The only algorithm the built-in provider signs with and accepts (an allow-list of one). */
export const SIGNING_ALGORITHM = 'ES256';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

export type KeyStore = {
  /** The newest key, created and stored on first use so tokens survive restarts. */
  current(): Promise<SigningKey>;
  /** The public key of a kid, re-reading the table once when another instance added a key. */
  publicKey(kid: string): Promise<CryptoKey | null>;
  /** Every public key, for the JWKS document. */
  publicJwks(): Promise<JWK[]>;
};

type KeyRow = typeof signingKeys.$inferSelect;

/** An unknown kid re-reads the table at most this often, so forged kids cannot flood the database. */
const RELOAD_INTERVAL_MS = 60_000;

async function toSigningKey(row: KeyRow): Promise<SigningKey> {
  const privateKey = (await importJWK(row.privateJwk, row.algorithm)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: row.publicJwk };
}

export function createKeyStore(db: Database): KeyStore {
  let loaded: Promise<SigningKey[]> | null = null;
  let loadedAt = 0;
  const publicKeys = new Map<string, CryptoKey>();

  async function load(): Promise<SigningKey[]> {
    loadedAt = performance.now();
    let rows = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    if (rows.length === 0) rows = await createFirstKey();
    const keys = await Promise.all(rows.map(toSigningKey));
    publicKeys.clear();
    for (const key of keys) {
      publicKeys.set(key.kid, (await importJWK(key.publicJwk, SIGNING_ALGORITHM)) as CryptoKey);
    }
    return keys;
  }

  /**
   * The key of an empty table. Servers started together on a new database would each create one
   * and refuse the others' tokens until their next reload (RELOAD_INTERVAL_MS): under the table
   * lock the second finds the first's key and uses it.
   */
  async function createFirstKey(): Promise<KeyRow[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${signingKeys} in exclusive mode`);
      const rows = await tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
      if (rows.length > 0) return rows;
      const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, {
        extractable: true,
      });
      const kid = randomUUID();
      const base = { kid, alg: SIGNING_ALGORITHM, use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), ...base };
      const publicJwk = { ...(await exportJWK(publicKey)), ...base };
      return tx
        .insert(signingKeys)
        .values({ kid, algorithm: SIGNING_ALGORITHM, privateJwk, publicJwk })
        .returning();
    });
  }

  function keys(): Promise<SigningKey[]> {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  }

  return {
    async current() {
      const [newest] = await keys();
      return newest!;
    },
    async publicKey(kid) {
      await keys();
      if (!publicKeys.has(kid) && performance.now() - loadedAt > RELOAD_INTERVAL_MS) {
        loaded = null;
        await keys();
      }
      return publicKeys.get(kid) ?? null;
    },
    async publicJwks() {
      return (await keys()).map((key) => key.publicJwk);
    },
  };
}
