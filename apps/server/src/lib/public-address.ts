import net from 'node:net';

/**
 * Networks an outbound request of the server (a webhook) must never reach: this machine, private
 * and shared networks, link-local (a cloud's metadata service at 169.254.169.254), and the
 * reserved, documentation and multicast ranges (IANA special-purpose registries).
 */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

const notPublic = new net.BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, or NAT64's 64:ff9b::10.0.0.1), as IPv4. */
function embeddedIpv4(address: string): string | null {
  return /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? null;
}

/** Whether `address` (an IP, not a name) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return isPublicAddress(ipv4);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether `address` (an IP) is this machine's loopback. */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = embeddedIpv4(address) ?? address;
  return (net.isIPv4(ipv4) && ipv4.startsWith('127.')) || address === '::1';
}
