// The benchmarks' HTTP client. Node's fetch costs the client about eight times the CPU of
// node:http on a keep-alive agent (measured on a bare Fastify route, 50 senders: fetch tops out
// near 3,500 requests per second, node:http passes 20,000). On a machine of two cores the load
// generator shares the cores with the servers it measures, so a heavy client caps every route at
// its own rate and hides the differences the benchmarks exist to show.
import http from 'node:http';

/** One keep-alive connection per concurrent sender, as a network server's integration keeps. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * Sends one request and reads the whole answer.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [init]
 * @returns {Promise<{ status: number, ok: boolean, text: string }>}
 */
export function request(url, init = {}) {
  const { method = 'GET', headers = {}, body } = init;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          resolve({ status, ok: status >= 200 && status < 300, text });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
