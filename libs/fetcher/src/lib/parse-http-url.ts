import { FetchError } from './fetch-error';

/** WHATWG parsing also normalises 2130706433, 0x7f.1 and 0177.0.0.1 to 127.0.0.1 before vetting. */
export function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (err) {
    throw new FetchError('protocol', `Invalid URL: ${url}`, undefined, { cause: err });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FetchError('protocol', `URL uses unsupported protocol ${parsed.protocol}`, parsed.hostname);
  }
  return parsed;
}
