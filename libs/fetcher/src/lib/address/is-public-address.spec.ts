import { isPublicAddress } from './is-public-address';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'], ['1.1.1.1'], ['93.184.215.14'], ['172.15.255.255'], ['172.32.0.0'], ['100.63.255.255'],
    ['100.128.0.0'], ['192.169.0.1'], ['169.253.255.255'], ['11.0.0.1'], ['223.255.255.255'], ['198.20.0.1'],
  ])('accepts public IPv4 %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'this network'], ['0.255.255.255', 'this network'],
    ['10.0.0.1', 'private'], ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'], ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'], ['192.168.255.255', 'private'],
    ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'cloud metadata'], ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'], ['100.127.255.255', 'CGNAT'],
    ['192.0.0.170', 'IETF protocol assignments'], ['192.0.2.1', 'TEST-NET-1'], ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'], ['198.18.0.1', 'benchmarking'], ['198.19.255.255', 'benchmarking'],
    ['192.88.99.1', '6to4 relay'], ['224.0.0.1', 'multicast'], ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([['2606:4700:4700::1111'], ['2001:4860:4860::8888'], ['2a00:1450:4001:82b::200e'], ['[2606:4700::1]'], ['::ffff:8.8.8.8'], ['64:ff9b::808:808'], ['2002:808:808::1']])(
    'accepts public IPv6 %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );

  it.each([
    ['::', 'unspecified'], ['::1', 'loopback'], ['[::1]', 'bracketed loopback'], ['0:0:0:0:0:0:0:1', 'long loopback'],
    ['fe80::1', 'link-local'], ['fe80::1%eth0', 'link-local with zone'], ['febf::1', 'link-local top'],
    ['fc00::1', 'unique-local'], ['fd12:3456::1', 'unique-local'], ['ff02::1', 'multicast'], ['fec0::1', 'site-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'], ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'], ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'], ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'], ['64:ff9b:1::808:808', 'NAT64 local-use'],
    ['2002:7f00:1::', '6to4 of loopback'], ['2002:c0a8:101::1', '6to4 of private'], ['::127.0.0.1', 'IPv4-compatible'],
    ['2001:db8::1', 'documentation'], ['2001::1', 'Teredo'], ['2001:2::1', 'benchmarking'], ['3fff::1', 'documentation'],
    ['100::1', 'discard'], ['5f00::1', 'SRv6'], ['fd00:ec2::254', 'AWS metadata IPv6'],
  ])('refuses IPv6 %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([[''], ['localhost'], ['127.1'], ['2130706433'], ['0x7f.1'], ['1.2.3.4.5'], ['::gg'], ['example.com']])(
    'fails closed on non-canonical or non-IP input %p',
    (input) => {
      expect(isPublicAddress(input)).toBe(false);
    },
  );
});
