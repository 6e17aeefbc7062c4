import { SearchProviderError } from '../lib/search-provider.error';

export type DuckduckgoClientOptions = {
  /** https://duckduckgo.com by default; tests point it at a local stand-in */
  baseUrl: string;
  /** the no-JavaScript results page; default: html.duckduckgo.com for the real site, `<baseUrl>` otherwise */
  htmlBaseUrl?: string;
  fetchImpl?: typeof fetch;
  /** how long to leave DuckDuckGo alone after it refused us (bot check, 429) */
  backoffMs?: number;
};

// A browser's headers: the no-JavaScript page answers plain clients with its bot check more often.
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};

/**
 * Talks to DuckDuckGo politely: one request at a time per process, and after a refusal (its bot
 * check page, 403 or 429) no request at all until the backoff has passed, so a busy server does not
 * get itself blocked for longer. Every failure is a classified SearchProviderError.
 */
export class DuckduckgoClient {
  private queue: Promise<unknown> = Promise.resolve();
  private blockedUntil = 0;
  private readonly fetchImpl: typeof fetch;
  readonly htmlBase: string;

  constructor(private readonly o: DuckduckgoClientOptions) {
    this.fetchImpl = o.fetchImpl ?? fetch;
    const base = new URL(o.baseUrl);
    this.htmlBase = o.htmlBaseUrl ?? (base.hostname === 'duckduckgo.com' ? 'https://html.duckduckgo.com' : o.baseUrl);
  }

  /** GET `<base><path>?params` as text, one at a time; `rateLimited` tells whether a 200 body is the bot check. */
  get(base: string, path: string, params: URLSearchParams, signal: AbortSignal): Promise<{ status: number; body: string }> {
    const run = async () => {
      if (Date.now() < this.blockedUntil) throw this.refusal('still backing off after an earlier refusal');
      const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
      url.search = params.toString();
      let res: Response;
      let body: string;
      try {
        res = await this.fetchImpl(url, { headers: HEADERS, signal, redirect: 'follow' });
        body = await res.text();
      } catch (err) {
        if (signal.aborted) throw new SearchProviderError('timeout', 'The search did not finish before its timeout.', { cause: err });
        throw new SearchProviderError('unreachable', `DuckDuckGo is unreachable: ${err instanceof Error ? (err.cause as Error)?.message ?? err.message : String(err)}`, { cause: err });
      }
      if (res.status === 403 || res.status === 429) throw this.refused(`HTTP ${res.status}`);
      if (res.status >= 500) throw new SearchProviderError('unreachable', `DuckDuckGo answered HTTP ${res.status}.`);
      if (res.status >= 400) throw new SearchProviderError('bad_response', `DuckDuckGo answered HTTP ${res.status}.`);
      return { status: res.status, body };
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Records a refusal seen in a page body (the bot check answers 200 or 202) and returns its error. */
  refused(what: string): SearchProviderError {
    this.blockedUntil = Date.now() + (this.o.backoffMs ?? 60000);
    return this.refusal(what);
  }

  private refusal(what: string): SearchProviderError {
    return new SearchProviderError('rate_limited', `DuckDuckGo refused the search (${what}); it is left alone for a while, try again later or configure another provider (SEARCH_PROVIDERS).`);
  }
}
