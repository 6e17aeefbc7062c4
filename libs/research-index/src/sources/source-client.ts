import { RateBudgetError, TokenBucket } from './token-bucket';

export type SourceClientOptions = {
  /** source name for messages (e.g. "Europe PMC") */
  name: string;
  baseUrl: string;
  ratePerSec: number;
  burst: number;
  /** RESEARCH_CONTACT_EMAIL: sent in the User-Agent (and as a parameter where a source asks) */
  contactEmail?: string;
  /** per request, below the caller's deadline */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** A source failed or refused: the message is what the answer's warning says. */
export class SourceError extends Error {
  constructor(readonly source: string, message: string) {
    super(`${source}: ${message}`);
  }
}

/**
 * GETs from one source at its rate, with a deadline: a 429 drains the bucket and is retried once
 * after its Retry-After when the deadline allows; anything else that is not a 200 is a SourceError.
 */
export class SourceClient {
  private readonly bucket: TokenBucket;
  private readonly fetchImpl: typeof fetch;

  constructor(readonly o: SourceClientOptions) {
    this.bucket = new TokenBucket(o.ratePerSec, o.burst);
    this.fetchImpl = o.fetchImpl ?? fetch;
  }

  async get(path: string, params: Record<string, string | number | undefined>, deadline: number, signal?: AbortSignal): Promise<string> {
    const url = new URL(path.replace(/^\//, ''), this.o.baseUrl.endsWith('/') ? this.o.baseUrl : `${this.o.baseUrl}/`);
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    for (let attempt = 0; ; attempt++) {
      try {
        await this.bucket.take(deadline);
      } catch (err) {
        if (err instanceof RateBudgetError) throw new SourceError(this.o.name, 'rate limit reached; no request slot before the deadline');
        throw err;
      }
      const res = await this.fetchOnce(url, deadline, signal);
      if (res.status === 429 && attempt === 0) {
        this.bucket.drain();
        const retryMs = Math.min(Number(res.headers.get('retry-after') ?? '1') * 1000 || 1000, 30000);
        if (Date.now() + retryMs < deadline) {
          await new Promise((r) => setTimeout(r, retryMs));
          continue;
        }
      }
      const body = await res.text();
      if (res.status === 429) throw new SourceError(this.o.name, 'rate limited (HTTP 429)');
      if (res.status === 404) throw new SourceNotFound(this.o.name, url.pathname);
      if (res.status !== 200) throw new SourceError(this.o.name, `HTTP ${res.status}`);
      return body;
    }
  }

  private async fetchOnce(url: URL, deadline: number, signal?: AbortSignal): Promise<Response> {
    const budget = Math.max(1, Math.min(this.o.timeoutMs ?? 20000, deadline - Date.now()));
    const timeout = AbortSignal.timeout(budget);
    const headers = { 'user-agent': `wsa-research-index/0.1${this.o.contactEmail ? ` (mailto:${this.o.contactEmail})` : ''}`, accept: '*/*' };
    try {
      return await this.fetchImpl(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch (err) {
      if (timeout.aborted) throw new SourceError(this.o.name, `no answer within ${budget} ms`);
      const cause = (err as Error & { cause?: Error }).cause?.message ?? (err as Error).message;
      throw new SourceError(this.o.name, `unreachable (${cause})`);
    }
  }
}

export class SourceNotFound extends SourceError {
  constructor(source: string, path: string) {
    super(source, `nothing at ${path}`);
  }
}
