const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The absolute URL to follow, or null when the response is not a followable redirect. */
export function redirectTarget(statusCode: number, location: string | undefined, currentUrl: URL): URL | null {
  if (!REDIRECT_STATUSES.has(statusCode) || !location) return null;
  // Relative Location values are resolved against the URL that answered, as browsers do.
  return new URL(location, currentUrl);
}

/**
 * Method for the next hop: 303 always becomes GET, and 301/302 turn a POST into GET (historic browser
 * behaviour kept by the fetch standard); 307/308 keep the method.
 */
export function redirectMethod<M extends string>(statusCode: number, method: M): M | 'GET' {
  if (statusCode === 303 && method !== 'HEAD') return 'GET';
  if ((statusCode === 301 || statusCode === 302) && method === 'POST') return 'GET';
  return method;
}
