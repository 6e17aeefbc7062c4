import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits';

export const UNSUPPORTED_PROTOCOL_MESSAGE = 'URL uses unsupported protocol';
export const INVALID_TLD_MESSAGE = 'URL must have a valid top-level domain or be an IP address';
export const INVALID_URL_MESSAGE = 'Invalid URL';

// "scheme://" at the start; "example.com:8080" has no "//" after the colon so gets http:// added.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const IPV4_HOST = /^\d{1,3}(?:\.\d{1,3}){3}$/;
// Last label: 2+ letters (any script), or a punycode label (WHATWG URL punycodes unicode TLDs).
const TLD = /\.(?:\p{L}{2,}|xn--[a-z0-9-]+)\.?$/iu;

/** Hosts allowed without a public TLD: IPs, and localhost because self-hosters scrape their own boxes. */
function hasValidHost(hostname: string): boolean {
  if (hostname.startsWith('[')) return true; // IPv6 literal
  if (IPV4_HOST.test(hostname)) return true;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return TLD.test(hostname);
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A page URL to scrape. Adds `http://` when no scheme is given, then requires http(s) and a
 * host with a TLD or an IP. The string is otherwise kept as sent (no re-serialisation), so
 * `metadata.sourceURL` can echo what the caller asked for. Failures are custom issues so the
 * validation error's `error` carries the specific message.
 */
export const ScrapeUrlSchema = z
  .string()
  .max(TEXT_LIMITS.url, { error: `url must be at most ${TEXT_LIMITS.url} characters` })
  .transform((raw, ctx) => {
    const trimmed = raw.trim();
    const value = HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`;
    const parsed = parseUrl(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: INVALID_URL_MESSAGE });
      return z.NEVER;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: UNSUPPORTED_PROTOCOL_MESSAGE });
      return z.NEVER;
    }
    if (!hasValidHost(parsed.hostname)) {
      ctx.addIssue({ code: 'custom', message: INVALID_TLD_MESSAGE });
      return z.NEVER;
    }
    return value;
  });
