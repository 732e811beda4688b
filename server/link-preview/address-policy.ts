// Which IP addresses the link-preview fetcher may connect to: public unicast only, in IPv4, IPv6 and IPv4 embedded in IPv6.
import net from 'node:net';

/** Answers whether the fetcher may connect to `address` (an IP literal, v4 or v6). */
export type AddressPolicy = (address: string) => boolean;

/** Ranges that are never the public internet: private, loopback, link-local, shared, reserved, documentation, multicast. */
const blockedV4: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const blockedV6: [string, number][] = [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible addresses
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 23], // IETF protocol assignments (Teredo and others)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function blockList(): net.BlockList {
  const list = new net.BlockList();
  for (const [prefix, bits] of blockedV4) list.addSubnet(prefix, bits, 'ipv4');
  for (const [prefix, bits] of blockedV6) list.addSubnet(prefix, bits, 'ipv6');
  return list;
}

const blocked = blockList();

/** The 16 bytes of an IPv6 literal (with :: and a trailing dotted quad), or null when it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  if (!net.isIPv6(text)) return null;
  // A trailing dotted quad becomes its two 16-bit groups.
  text = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = groups(rest);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const words = [...front, ...Array<number>(missing).fill(0), ...back];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const v4Of = (b: number[], at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
const startsWith = (b: number[], prefix: number[]) => prefix.every((x, i) => b[i] === x);

/** The IPv4 address an IPv6 one stands for (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
export function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  if (startsWith(b, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return v4Of(b, 12);
  if (startsWith(b, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4Of(b, 12);
  if (startsWith(b, [0x20, 0x02])) return v4Of(b, 2);
  return null;
}

/** The production policy: only public unicast addresses; an IPv6 address carrying an IPv4 one is judged by that. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return publicAddressesOnly(v4);
  return !blocked.check(address.split('%')[0]!, 'ipv6');
};

/** Loopback is 127/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string): boolean {
  const v4 = net.isIP(address) === 6 ? embeddedIpv4(address) : address;
  if (v4 !== null && net.isIP(v4) === 4) return v4.startsWith('127.');
  const b = ipv6Bytes(address);
  return b !== null && startsWith(b, [...Array<number>(15).fill(0), 1]);
}

/**
 * End-to-end tests only (LINK_PREVIEW_ALLOW_LOOPBACK=1 with E2E_HOOKS=1): the public policy plus this machine's
 * loopback, where the journey's test page runs. Everything else stays refused.
 */
export const publicOrLoopback: AddressPolicy = (address) => publicAddressesOnly(address) || isLoopback(address);
