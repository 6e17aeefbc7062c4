import { isIPv4, isIPv6 } from 'node:net';

/**
 * Parses a valid IPv6 text address into its eight 16-bit groups.
 * Handles `::` compression and a trailing dotted IPv4 part (`::ffff:127.0.0.1`).
 * Returns null for anything `net.isIPv6` rejects, so callers fail closed.
 */
export function parseIpv6(input: string): number[] | null {
  if (!isIPv6(input)) return null;
  let text = input.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (isIPv4(dotted)) {
    const [a, b, c, d] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const toGroups = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const halves = text.split('::');
  if (halves.length === 1) return toGroups(text);
  const head = toGroups(halves[0]);
  const tail = toGroups(halves[1]);
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Dotted IPv4 text from two 16-bit groups. */
export function groupsToIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
