import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { knownSignInAddresses } from '../../db/schema/index.js';

/** True when the account signed in successfully from this address since `since`. */
export async function isKnownAddress(
  db: Executor,
  userId: string,
  address: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastSuccessAt, since),
      ),
    );
  return rows.length > 0;
}

/** Records a successful sign-in of the account from this address. */
export async function rememberAddress(
  db: Executor,
  userId: string,
  address: string,
  now: Date,
): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.address],
      set: { lastSuccessAt: now },
    });
}
