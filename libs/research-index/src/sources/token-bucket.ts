/**
 * A token bucket per source, at its published rate: `take()` resolves when a request may go. One
 * bucket per process; arXiv's one request per 3 s is a bucket of 1 token refilled every 3 s.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly ratePerSec: number, private readonly burst: number, private readonly now: () => number = Date.now) {
    this.tokens = burst;
    this.last = now();
  }

  /** Waits for a token; rejects (without waiting) when the wait would pass `deadline`. */
  take(deadline = Infinity): Promise<void> {
    const run = async () => {
      this.refill();
      if (this.tokens < 1) {
        const waitMs = ((1 - this.tokens) / this.ratePerSec) * 1000;
        if (this.now() + waitMs > deadline) throw new RateBudgetError(waitMs);
        await new Promise((r) => setTimeout(r, waitMs));
        this.refill();
      }
      this.tokens -= 1;
    };
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Empties the bucket (a 429 says the source counts differently than we do). */
  drain(): void {
    this.refill();
    this.tokens = Math.min(this.tokens, 0);
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.ratePerSec);
    this.last = t;
  }
}

export class RateBudgetError extends Error {
  constructor(readonly waitMs: number) {
    super(`rate limit: the next request slot is ${Math.ceil(waitMs)} ms away, past the deadline`);
  }
}
