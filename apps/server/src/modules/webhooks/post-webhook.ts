import http from 'node:http';
import https from 'node:https';
import {
  checkedLookup,
  NotPublicAddressError,
  webhookUrlIssue,
  type WebhookAddressRule,
} from './webhook-address.js';

/** Why an attempt got no HTTP answer, as the delivery log may say it. */
export type NoAnswer = 'not_public' | 'unreachable' | 'timeout';

export class NoAnswerError extends Error {
  constructor(readonly reason: NoAnswer) {
    super(reason);
    this.name = 'NoAnswerError';
  }
}

/**
 * POSTs one webhook and resolves with the receiver's HTTP status (a redirect is a status, never
 * followed). The address is checked before connecting and on every address its name resolves to.
 * Rejects with a NoAnswerError whose reason says no more than the delivery log may show: how a
 * connection failed (refused, reset, no route) would tell open ports from closed ones.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, rule }: { timeoutMs: number; rule: WebhookAddressRule },
): Promise<number> {
  if (webhookUrlIssue(url, rule)) return Promise.reject(new NoAnswerError('not_public'));
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: checkedLookup(rule),
        signal,
        agent: false,
      },
      (response) => {
        // Only the status counts: the answer's body is not read.
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error) => {
      if (error instanceof NotPublicAddressError) reject(new NoAnswerError('not_public'));
      else reject(new NoAnswerError(signal.aborted ? 'timeout' : 'unreachable'));
    });
    request.end(body);
  });
}
