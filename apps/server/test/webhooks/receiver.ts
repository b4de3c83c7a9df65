import http from 'node:http';
import type net from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a receiver got, with whether its Standard Webhooks signature verified. */
export type Received = {
  id: string;
  /** webhook-timestamp, seconds. */
  timestamp: number;
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
  answered: number | null;
};

/**
 * A real HTTP receiver of webhooks on a free port of 127.0.0.1: it checks each request's
 * signature with the `standardwebhooks` library and answers as `mode` says (accept 204, fail 500, or hang:
 * never answer, for crash tests).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  mode: 'accept' | 'fail' | 'hang' = 'accept';
  /** Called for each request, once recorded. */
  onRequest: ((received: Received) => void) | null = null;
  readonly #server: http.Server;
  readonly #sockets = new Set<net.Socket>();
  readonly #verifier: Webhook;

  private constructor(signingSecret: string) {
    this.#verifier = new Webhook(signingSecret);
    this.#server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => this.#answer(request, response, body));
    });
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
  }

  static async start(signingSecret: string): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(signingSecret);
    await new Promise<void>((resolve) => receiver.#server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    const { port } = this.#server.address() as net.AddressInfo;
    return `http://127.0.0.1:${port}/hooks`;
  }

  /** Each event once (the first copy), in the order they first arrived: what a receiver keeps. */
  deduped(): Received[] {
    const seen = new Set<string>();
    return this.received.filter(
      (one) => one.answered !== null && one.answered < 300 && !seen.has(one.id) && seen.add(one.id),
    );
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  #answer(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
    // The library's verify() also checks the timestamp against the real time, and the tests'
    // clock is not the real time: its sign() computes what the signature must be instead.
    const id = String(request.headers['webhook-id']);
    const timestamp = Number(request.headers['webhook-timestamp']);
    const expected = this.#verifier.sign(id, new Date(timestamp * 1000), body);
    const signatures = String(request.headers['webhook-signature']).split(' ');
    const verified = signatures.includes(expected);
    const parsed = JSON.parse(body) as { type?: string; data?: Record<string, unknown> };
    const status = this.mode === 'accept' ? 204 : this.mode === 'fail' ? 500 : null;
    const received: Received = {
      id,
      timestamp,
      type: parsed.type ?? '',
      data: parsed.data ?? {},
      verified,
      answered: status,
    };
    this.received.push(received);
    this.onRequest?.(received);
    if (status !== null) response.writeHead(status).end();
  }
}
