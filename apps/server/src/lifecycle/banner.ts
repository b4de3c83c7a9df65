import net from 'node:net';

/** Hosts that mean "every address of this machine": a browser reaches them as localhost. */
const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/** The address a person opens for a server listening on `host`:`port`. */
export function listeningAddress(host: string, port: number): string {
  if (EVERY_ADDRESS.has(host)) return `http://localhost:${port}`;
  return net.isIPv6(host) ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/**
 * The warning to print when mailed links (invitations, password resets) would point at localhost
 * while people reach the server from other machines: it listens beyond loopback and PUBLIC_URL
 * is not set. Null when there is nothing to say.
 */
export function publicUrlWarning(host: string, publicUrlSet: boolean): string | null {
  if (publicUrlSet || isLoopbackHost(host)) return null;
  return (
    '  ! PUBLIC_URL is not set: links in mails (invitations, password resets) point at ' +
    'http://localhost. Set PUBLIC_URL to the address people open, e.g. https://barnboard.example.'
  );
}
