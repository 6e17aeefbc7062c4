import { isIP } from 'node:net';

// Suffixes reserved for private or special-purpose names (RFC 6761/6762/7686, RFC 8375, common intranet use).
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home.arpa', 'onion', 'test', 'invalid', 'example'];

/**
 * True when the scrape endpoints could fetch the URL: http(s), no embedded credentials, and a public
 * hostname. The scrape side refuses private addresses after DNS too; this is the cheap, syntactic half.
 */
export function isScrapeableUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return isPublicIp(bare);
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

function isPublicIp(ip: string): boolean {
  if (isIP(ip) === 6) {
    const v6 = ip.toLowerCase();
    // IPv4-mapped addresses; WHATWG URL serialises them in hex (`::ffff:a00:1` for 10.0.0.1).
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
    if (dotted) return isPublicIp(dotted[1]);
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
    if (hex) {
      const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
      return isPublicIp(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
    return !(v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6));
  }
  const [a, b] = ip.split('.').map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  return true;
}

/**
 * Key used to deduplicate results across pages: scheme, `www.`, fragment, default port and a trailing
 * slash do not make a different page.
 */
export function normaliseUrlKey(raw: string): string {
  try {
    const url = new URL(raw);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    const port = url.port ? `:${url.port}` : '';
    return `${host}${port}${path}${url.search}`;
  } catch {
    return raw.trim();
  }
}
