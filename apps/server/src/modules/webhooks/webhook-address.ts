import dns from 'node:dns';
import net from 'node:net';
import { isLoopbackAddress, isPublicAddress } from '../../lib/public-address.js';

/**
 * Where webhooks may go (docs/integration-api.md, "Webhooks"): https to a public address. An
 * integrator's URL must not make the server reach inside its own network (a cloud's metadata
 * service, a database port). `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK) lets development and tests
 * send to this machine, over http too.
 */
export type WebhookAddressRule = { allowLoopback: boolean };

export const NOT_PUBLIC_REASON =
  'must be a public address: not this machine, a private network or a local name';
export const NOT_HTTPS_REASON = 'must be an https:// address';

/**
 * Names that resolve only inside a network, never to a public host, and `.invalid`, which never
 * resolves (RFC 6761; the demo's integrations use it).
 */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa|invalid)$/i;

/** Why `url` may not receive webhooks under `rule`, or null when it may (its name resolved later). */
export function webhookUrlIssue(url: string, rule: WebhookAddressRule): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NOT_HTTPS_REASON;
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopback = host === 'localhost' || (net.isIP(host) !== 0 && isLoopbackAddress(host));
  if (rule.allowLoopback && loopback) return null;
  if (parsed.protocol !== 'https:') return NOT_HTTPS_REASON;
  if (net.isIP(host) !== 0) return isPublicAddress(host) ? null : NOT_PUBLIC_REASON;
  // A name without a dot is looked up on the local network (search domains, mDNS).
  if (LOCAL_NAME.test(host) || !host.includes('.')) return NOT_PUBLIC_REASON;
  return null;
}

/** A webhook's receiver resolved to an address it may not reach. */
export class NotPublicAddressError extends Error {
  constructor() {
    super(NOT_PUBLIC_REASON);
    this.name = 'NotPublicAddressError';
  }
}

/**
 * dns.lookup for a delivery's connection, refusing a name that resolves to an address the rule
 * forbids: checked on the addresses the connection then uses, so a DNS answer changed after the
 * URL was saved (or made to change between two look-ups) cannot point it inside.
 */
export function checkedLookup(rule: WebhookAddressRule): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowed = (address: string) =>
        isPublicAddress(address) || (rule.allowLoopback && isLoopbackAddress(address));
      if (addresses.length === 0 || !addresses.every((found) => allowed(found.address))) {
        return callback(new NotPublicAddressError(), '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type AllCallback = (error: null, addresses: dns.LookupAddress[]) => void;
