import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOwner } from '../support/demo-owner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11 §1: a large body is parsed and validated without holding up other requests. Proved by
 * order, not by time, over a real listening server: the moment a large import's body has been
 * received (its stream ends, before any parser reads it), a signed-in ping is sent; the ping must
 * be answered before the import. Each import fails on its last value only, after every byte was
 * read and checked, with no database work between its body and its answer: without the slices of
 * lib/event-loop-slices.ts the parsing and checking run in one piece and the ping waits for it.
 */

let t: TestApp;
let base: string;
let owner: string;
let importUrl: string;
/** Called when the body of the current large import has been received. */
let onBodyReceived: (() => void) | null = null;

beforeAll(async () => {
  t = await createTestApp({}, (app) =>
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.url === importUrl) payload.once('end', () => onBodyReceived?.());
      return payload;
    }),
  );
  const demo = await seedDemoOwner(t);
  owner = demo.owner;
  importUrl = `/api/sites/${await demo.demo.newSite('Large bodies')}/records/import`;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => t?.close());

/** Sends a request; resolves with its status once its whole answer has arrived. */
function send(path: string, contentType?: string, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${owner}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
      },
      (response: IncomingMessage) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** Sends the import and, once its body is received, the ping: the order of their answers. */
async function answerOrder(contentType: string, body: Buffer): Promise<string[]> {
  const order: string[] = [];
  let ping: Promise<void> = Promise.resolve();
  onBodyReceived = () => {
    ping = send('/api/ping').then((status) => {
      order.push(`ping ${status}`);
    });
  };
  const imported = await send(importUrl, contentType, body);
  order.push(`import ${imported}`);
  await ping;
  onBodyReceived = null;
  return order;
}

const record = (n: number) => ({ type: 'entry', animal: `FR${n}`, date: '2025-01-02', parity: 1 });

describe('a large import body leaves other requests served while it is read', () => {
  it('a 10 MB JSON import refused on its last record', async () => {
    const records = Array.from({ length: 160_000 }, (_, n) => record(n));
    records.push({ ...record(0), animal: 'FR\u0000' });
    const body = Buffer.from(JSON.stringify({ records }));
    expect(body.length).toBeGreaterThan(10_000_000);
    expect(await answerOrder('application/json', body)).toEqual(['ping 200', 'import 400']);
  }, 60_000);

  it('a 50 MB CSV import refused on its last line', async () => {
    const line = 'entry;FR0000001;2025-01-02;1;Landrace x Large White, herd book 2024\n';
    const lines = Math.ceil(50_000_000 / line.length);
    const body = Buffer.from(
      `type;animal;date;parity;genetic\n${line.repeat(lines)}entry;FR\u0000;2025-01-02;1;x\n`,
    );
    expect(body.length).toBeGreaterThan(50_000_000);
    expect(await answerOrder('text/csv', body)).toEqual(['ping 200', 'import 400']);
  }, 60_000);

  it('a 50 MB CSV import of one cell, refused once the cell is longer than any field', async () => {
    // Read one character at a time to its end, the cell held every tenant up for 4–5 s.
    const body = `type;animal;date;parity;genetic\nentry;FR1;2025-01-02;1;${'x'.repeat(50_000_000)}\n`;
    const answer = await t.app.inject({
      method: 'POST',
      url: importUrl,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ details: unknown[] }>().details).toEqual([
      { field: 'body', reason: 'line 2, column genetic: is longer than 10,000 characters' },
    ]);
  }, 60_000);
});
