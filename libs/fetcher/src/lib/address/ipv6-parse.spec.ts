import { groupsToIpv4, parseIpv6 } from './ipv6-parse';

describe('parseIpv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['fe80::', [0xfe80, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8::ff00:42:8329', [0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329]],
    ['2001:DB8:0:0:1:0:0:1', [0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]],
    ['::ffff:192.168.1.1', [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0101]],
    ['64:ff9b::1.2.3.4', [0x64, 0xff9b, 0, 0, 0, 0, 0x0102, 0x0304]],
  ])('parses %s', (input, groups) => {
    expect(parseIpv6(input)).toEqual(groups);
  });

  it('returns null for invalid input', () => {
    expect(parseIpv6('1.2.3.4')).toBeNull();
    expect(parseIpv6('1::2::3')).toBeNull();
  });

  it('formats embedded IPv4 groups', () => {
    expect(groupsToIpv4(0xa9fe, 0xa9fe)).toBe('169.254.169.254');
  });
});
