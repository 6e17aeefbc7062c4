// Matches the Chromium 156 the browser engine runs (reference/toolchain.md), so both engines look
// like the same current desktop Chrome to a site; a stale or library UA gets more bot challenges.
const CHROME_MAJOR = 156;

export const DEFAULT_USER_AGENT = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME_MAJOR}.0.0.0 Safari/537.36`;
export const DEFAULT_ACCEPT_LANGUAGE = 'en-US,en;q=0.9';
// zstd is left out: Node 20's zlib cannot decode it.
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const ACCEPT_HTML =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

/** The headers Chrome sends on a top-level navigation typed into the address bar. */
export const NAVIGATION_HEADERS: Readonly<Record<string, string>> = {
  accept: ACCEPT_HTML,
  'accept-encoding': ACCEPT_ENCODING,
  'upgrade-insecure-requests': '1',
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-user': '?1',
  'sec-fetch-dest': 'document',
};

/** Client hints only make sense next to the Chrome UA; a caller-chosen UA would contradict them. */
export const CHROME_CLIENT_HINTS: Readonly<Record<string, string>> = {
  'sec-ch-ua': `"Not)A;Brand";v="8", "Chromium";v="${CHROME_MAJOR}", "Google Chrome";v="${CHROME_MAJOR}"`,
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Windows"',
};
