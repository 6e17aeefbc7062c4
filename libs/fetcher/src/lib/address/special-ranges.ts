import { BlockList } from 'node:net';

/**
 * IPv4 ranges that are not globally reachable unicast, from the IANA IPv4 Special-Purpose Address
 * Registry plus multicast/reserved space. Anything here must never be fetched on a user's behalf:
 * it reaches the operator's own network, the host itself, or cloud metadata (169.254.169.254).
 */
const IPV4_NON_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 connects to the local host on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255 broadcast
];

/**
 * IPv6 ranges inside global unicast 2000::/3 that are still not public. Everything outside 2000::/3
 * (loopback, unique-local fc00::/7, link-local fe80::/10, multicast, NAT64 local-use 64:ff9b:1::/48,
 * discard 100::/64, ...) is refused by the caller before this list is consulted.
 */
const IPV6_NON_PUBLIC_IN_GLOBAL: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs
];

function buildList(ranges: ReadonlyArray<readonly [string, number]>, type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

export const ipv4NonPublic = buildList(IPV4_NON_PUBLIC, 'ipv4');
export const ipv6NonPublicInGlobal = buildList(IPV6_NON_PUBLIC_IN_GLOBAL, 'ipv6');
