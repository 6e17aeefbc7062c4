export type GithubClientOptions = {
  /** GITHUB_API_URL (https://api.github.com); tests point it at the stand-in */
  baseUrl: string;
  /** GITHUB_TOKEN: optional; raises the limit from 60 to 5000 requests an hour */
  token?: string;
  /** longest wait for a rate limit to reset before giving up on this run (ms) */
  maxRateLimitWaitMs: number;
  /** per request */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

export class GithubNotFoundError extends Error {}
export class GithubRateLimitError extends Error {
  constructor(readonly resetAt: number) {
    super(`GitHub rate limit reached; it resets at ${new Date(resetAt).toISOString()} (set GITHUB_TOKEN for a higher limit)`);
  }
}
export class GithubError extends Error {}

const MAX_RETRIES = 3;

/**
 * GitHub REST over fetch, one request at a time (GitHub's guidance against secondary limits).
 * Honours its limits: `retry-after` and `x-ratelimit-remaining: 0` until `x-ratelimit-reset`,
 * waiting when the reset is near (maxRateLimitWaitMs), else failing with GithubRateLimitError so
 * the run records what it had. Pages follow the `Link: <...>; rel="next"` header.
 */
export class GithubClient {
  private pausedUntil = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** requests sent, for the run record */
  requests = 0;

  constructor(private readonly opts: GithubClientOptions) {
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = opts.now ?? Date.now;
  }

  /** One JSON document; GithubNotFoundError on 404. */
  async get(path: string): Promise<unknown> {
    return (await this.request(this.url(path))).body;
  }

  /** Every item of a paged list, following `Link` rel="next", up to `max` items. */
  async list(path: string, max: number): Promise<unknown[]> {
    const items: unknown[] = [];
    let next: string | null = this.url(path);
    while (next && items.length < max) {
      const page = await this.request(next);
      if (!Array.isArray(page.body)) throw new GithubError(`GitHub answered ${next} with ${typeof page.body}, not a list`);
      items.push(...page.body);
      next = nextLink(page.link);
    }
    return items.slice(0, max);
  }

  private url(path: string): string {
    return `${this.opts.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private async request(url: string, attempt = 1): Promise<{ body: unknown; link: string | null }> {
    await this.waitForReset();
    const headers: Record<string, string> = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'wsa-developer-index' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    this.requests += 1;
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 20000) });
    const remaining = res.headers.get('x-ratelimit-remaining');
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    if (remaining === '0' && Number.isFinite(reset) && reset > 0) this.pausedUntil = Math.max(this.pausedUntil, reset * 1000);
    if (res.status === 403 || res.status === 429) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const limited = remaining === '0' || (Number.isFinite(retryAfter) && retryAfter > 0) || res.status === 429;
      if (limited && attempt <= MAX_RETRIES) {
        if (Number.isFinite(retryAfter) && retryAfter > 0) this.pausedUntil = Math.max(this.pausedUntil, this.now() + retryAfter * 1000);
        else if (this.pausedUntil <= this.now()) this.pausedUntil = this.now() + 60_000; // secondary limit without a hint: GitHub asks for a minute
        await res.body?.cancel();
        return this.request(url, attempt + 1);
      }
      if (limited) throw new GithubRateLimitError(this.pausedUntil);
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new GithubNotFoundError(`GitHub has no ${new URL(url).pathname}`);
    }
    if (res.status >= 500 && attempt <= MAX_RETRIES) {
      await res.body?.cancel();
      await this.sleep(500 * attempt);
      return this.request(url, attempt + 1);
    }
    if (!res.ok) throw new GithubError(`GitHub answered ${res.status} for ${new URL(url).pathname}: ${(await res.text()).slice(0, 200)}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new GithubError(`GitHub answered ${new URL(url).pathname} with a body that is not JSON`);
    }
    return { body, link: res.headers.get('link') };
  }

  private async waitForReset(): Promise<void> {
    const wait = this.pausedUntil - this.now();
    if (wait <= 0) return;
    if (wait > this.opts.maxRateLimitWaitMs) throw new GithubRateLimitError(this.pausedUntil);
    await this.sleep(wait);
  }
}

/** The rel="next" target of a Link header, if any. */
export function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (m && m[2].split(/\s+/).includes('next')) return m[1];
  }
  return null;
}
