import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/database.js';
import { integrationInstallations, integrations } from '../db/schema/index.js';
import { newApiKey } from '../lib/api-keys.js';
import { newSigningSecret } from '../modules/integrations/secrets.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The demo integrator's integrations (docs/administration.md, "Integrations"): one installed on
 * the maternity by its owner, whose key was used a few minutes before the seed's "now", and one
 * not installed yet, so the integrator area shows both kinds of rows. The access key's value is
 * known to no one (only its hash is stored): rotate it in the area to get one. Their urls are
 * under `.invalid`, a name that never resolves (RFC 6761): the live demo's events are queued and
 * their deliveries fail at once, without a DNS look-up or a request leaving the machine.
 */
export async function seedDemoIntegrations(
  tx: Transaction,
  input: {
    integratorId: string;
    installerId: string;
    tenantId: string;
    siteId: string;
    now: Date;
  },
): Promise<void> {
  const at = (ago: number) => new Date(input.now.getTime() - ago);
  const [herdSync] = await tx
    .insert(integrations)
    .values([
      {
        ownerId: input.integratorId,
        name: 'Herd sync',
        url: 'https://hooks.demo.invalid/barnboard',
        signingSecret: newSigningSecret(),
        installCode: 'BB-DEMO-2026',
        createdAt: at(20 * DAY_MS),
        updatedAt: at(20 * DAY_MS),
      },
      {
        ownerId: input.integratorId,
        name: 'Feed planner',
        url: 'https://planner.demo.invalid/webhooks/barnboard',
        signingSecret: newSigningSecret(),
        installCode: 'BB-FEED-2026',
        createdAt: at(3 * DAY_MS),
        updatedAt: at(3 * DAY_MS),
      },
    ])
    .returning({ id: integrations.id });
  const id = randomUUID();
  const key = newApiKey('access', id);
  await tx.insert(integrationInstallations).values({
    tenantId: input.tenantId,
    id,
    siteId: input.siteId,
    integrationId: herdSync!.id,
    installedBy: input.installerId,
    keySecretHash: key.secretHash,
    keyPrefix: key.key.slice(0, 12),
    lastActiveAt: at(7 * MINUTE_MS),
    createdAt: at(19 * DAY_MS),
    updatedAt: at(19 * DAY_MS),
  });
}
