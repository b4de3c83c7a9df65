import http from 'node:http';
import type net from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../lib/public-address.js';
import { NoAnswerError, postWebhook } from './post-webhook.js';
import {
  checkedLookup,
  NOT_HTTPS_REASON,
  NOT_PUBLIC_REASON,
  NotPublicAddressError,
  webhookUrlIssue,
} from './webhook-address.js';

const strict = { allowLoopback: false };
const developing = { allowLoopback: true };

describe('where webhooks may go', () => {
  it('takes https to public names and addresses', () => {
    for (const url of [
      'https://hooks.example.com/barnboard',
      'https://8.8.8.8/hook',
      'https://[2606:4700:4700::1111]:8443/x',
    ])
      expect(webhookUrlIssue(url, strict), url).toBeNull();
  });

  it('refuses this machine, private networks, link-local and local names', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/',
      'https://172.20.0.1/',
      'https://192.168.1.10/',
      'https://100.64.0.1/',
      'https://127.0.0.1:5432/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://localhost/',
      'https://db.internal/',
      'https://printer.local/',
      'https://intranet/',
      'https://hooks.demo.invalid/barnboard',
    ])
      expect(webhookUrlIssue(url, strict), url).toBe(NOT_PUBLIC_REASON);
  });

  it('refuses plain http, but on this machine while developing (WEBHOOK_ALLOW_LOOPBACK)', () => {
    expect(webhookUrlIssue('http://hooks.example.com/', strict)).toBe(NOT_HTTPS_REASON);
    expect(webhookUrlIssue('http://localhost:3000/hook', strict)).toBe(NOT_HTTPS_REASON);
    expect(webhookUrlIssue('http://localhost:3000/hook', developing)).toBeNull();
    expect(webhookUrlIssue('http://127.0.0.1:3000/hook', developing)).toBeNull();
    expect(webhookUrlIssue('http://10.0.0.1/hook', developing)).toBe(NOT_HTTPS_REASON);
    expect(webhookUrlIssue('https://10.0.0.1/hook', developing)).toBe(NOT_PUBLIC_REASON);
  });

  it('knows public addresses from the others', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2a00:1450:4007:80c::200e')).toBe(true);
    for (const address of ['127.0.0.2', '169.254.169.254', '224.0.0.1', '::', 'fc00::1'])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('a delivery', () => {
  it('checks the addresses a name resolves to, not only the name', async () => {
    // A public-looking name whose DNS answer points inside is the same as this look-up.
    const outcome = await new Promise<unknown>((resolve) =>
      checkedLookup(strict)('localhost', {}, (error) => resolve(error)),
    );
    expect(outcome).toBeInstanceOf(NotPublicAddressError);
  });

  it('never reaches a receiver on this machine unless allowed, and says no more than that', async () => {
    const received: string[] = [];
    const receiver = http.createServer((request, response) => {
      received.push(request.url ?? '');
      response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as net.AddressInfo;
    const send = (url: string, rule = strict) =>
      postWebhook(url, {}, '{}', { timeoutMs: 2_000, rule }).catch((error: unknown) => error);
    try {
      const refused = await send(`http://127.0.0.1:${port}/hook`);
      expect(refused).toBeInstanceOf(NoAnswerError);
      expect((refused as NoAnswerError).reason).toBe('not_public');
      expect(received).toEqual([]);
      // Allowed, it is reached, and a redirect is an answer, never followed.
      expect(await send(`http://127.0.0.1:${port}/hook`, developing)).toBe(302);
      expect(received).toEqual(['/hook']);
      // A closed port is only "could not connect": the log tells no port from another.
      const closed = await send('http://127.0.0.1:9/hook', developing);
      expect((closed as NoAnswerError).reason).toBe('unreachable');
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
