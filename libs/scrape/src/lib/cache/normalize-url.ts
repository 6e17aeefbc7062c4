/**
 * The URL as the cache sees it: WHATWG parsing already lower-cases scheme and host, drops default
 * ports and normalises percent-encoding and dot segments; the fragment never reaches the server,
 * so it is removed. The query is kept as sent (its order can matter to the server).
 */
export function normalizeCacheUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}
