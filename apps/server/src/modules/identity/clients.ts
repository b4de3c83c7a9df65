import { WEB_CLIENT_ID } from '@barnboard/domain';

/**
 * The clients the built-in provider knows. The web app is a public client: it runs in browsers,
 * where a secret would be readable by anyone, so a client_secret is accepted (Keycloak clients
 * send one) but never required nor checked; it would protect nothing.
 */
export type Client = { id: string; kind: 'public' };

const clients: ReadonlyMap<string, Client> = new Map([
  [WEB_CLIENT_ID, { id: WEB_CLIENT_ID, kind: 'public' }],
]);

export function findClient(clientId: string): Client | null {
  return clients.get(clientId) ?? null;
}
