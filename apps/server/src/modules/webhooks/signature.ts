import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed by the base64 part of the integration's `whsec_…` secret,
 * sent as `v1,<base64>` in the webhook-signature header.
 */
export function signWebhook(
  signingSecret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(signingSecret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt to deliver an event. */
export function webhookHeaders(
  signingSecret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Barnboard-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signWebhook(signingSecret, id, timestampSeconds, body),
  };
}
