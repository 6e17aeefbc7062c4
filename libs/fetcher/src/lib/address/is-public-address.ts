import { isIPv4 } from 'node:net';
import { groupsToIpv4, parseIpv6 } from './ipv6-parse';
import { ipv4NonPublic, ipv6NonPublicInGlobal } from './special-ranges';

/**
 * True only for globally reachable unicast addresses. Fails closed: anything that does not parse
 * as an IP (including shorthand like `127.1`, which only URL parsing normalises) is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const address = stripDecorations(ip);
  if (isIPv4(address)) return !ipv4NonPublic.check(address, 'ipv4');
  const groups = parseIpv6(address);
  if (!groups) return false;
  const embedded = embeddedIpv4(groups);
  if (embedded) return !ipv4NonPublic.check(embedded, 'ipv4');
  // Only 2000::/3 is allocated global unicast; every other IPv6 block is special-purpose.
  if ((groups[0] & 0xe000) !== 0x2000) return false;
  return !ipv6NonPublicInGlobal.check(address, 'ipv6');
}

/** Brackets (`[::1]` from URL.hostname) and zone ids (`fe80::1%eth0`) are not part of the address. */
function stripDecorations(ip: string): string {
  const unbracketed = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const zone = unbracketed.indexOf('%');
  return zone === -1 ? unbracketed : unbracketed.slice(0, zone);
}

/**
 * IPv6 forms that carry an IPv4 destination: the packet ends up at that IPv4 address, so it is what
 * must be judged. IPv4-mapped ::ffff:0:0/96, NAT64 well-known prefix 64:ff9b::/96, 6to4 2002::/16.
 */
function embeddedIpv4(g: number[]): string | null {
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return groupsToIpv4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return groupsToIpv4(g[6], g[7]);
  if (g[0] === 0x2002) return groupsToIpv4(g[1], g[2]);
  return null;
}
