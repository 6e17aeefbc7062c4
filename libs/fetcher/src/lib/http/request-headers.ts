import { CHROME_CLIENT_HINTS, DEFAULT_ACCEPT_LANGUAGE, DEFAULT_USER_AGENT, NAVIGATION_HEADERS } from './default-headers';

export type RequestHeaderInput = {
  headers?: Record<string, string>;
  userAgent?: string;
  acceptLanguage?: string;
};

// undici owns framing and connection management and throws on these; a caller cannot meaningfully set them.
const CONNECTION_MANAGED = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect', 'te', 'trailer']);

// Credentials a caller meant for the first site; like browsers and curl, they are not sent to another origin.
const ORIGIN_BOUND = ['authorization', 'cookie', 'proxy-authorization'];

/** Defaults first, then caller headers; names compared case-insensitively, last one wins. */
export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const userAgent = input.userAgent ?? DEFAULT_USER_AGENT;
  const headers: Record<string, string> = {
    ...NAVIGATION_HEADERS,
    ...(userAgent === DEFAULT_USER_AGENT ? CHROME_CLIENT_HINTS : {}),
    'user-agent': userAgent,
    'accept-language': input.acceptLanguage ?? DEFAULT_ACCEPT_LANGUAGE,
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    const lower = name.toLowerCase();
    if (!CONNECTION_MANAGED.has(lower)) headers[lower] = value;
  }
  return headers;
}

export function withoutOriginBoundHeaders(headers: Record<string, string>): Record<string, string> {
  const copy = { ...headers };
  for (const name of ORIGIN_BOUND) delete copy[name];
  return copy;
}
