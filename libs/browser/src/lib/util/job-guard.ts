import { RenderError } from '../render-error';

/**
 * One job's overall budget: turns the timeout and the caller's AbortSignal into a single rejection
 * that every awaited step races against, so a stuck page or CDP call can never hang the caller.
 */
export class JobGuard {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly deadline: number;
  private readonly failed: Promise<never>;
  private timer?: NodeJS.Timeout;
  private onCallerAbort?: () => void;

  constructor(
    timeoutMs: number,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.signal = this.controller.signal;
    this.deadline = Date.now() + timeoutMs;
    this.failed = new Promise<never>((_, reject) => {
      this.timer = setTimeout(() => this.fail(new RenderError('timeout', `Render timed out after ${timeoutMs} ms`)), timeoutMs);
      if (callerSignal) {
        this.onCallerAbort = () => this.fail(new RenderError('aborted', 'Render aborted by the caller'));
        if (callerSignal.aborted) this.onCallerAbort();
        else callerSignal.addEventListener('abort', this.onCallerAbort, { once: true });
      }
      this.signal.addEventListener('abort', () => reject(this.signal.reason), { once: true });
    });
    this.failed.catch(() => undefined); // observed through race(); avoid an unhandled rejection when nobody races
  }

  remainingMs(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  /** Resolves with `work` unless the budget runs out or the caller aborts first. */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined); // the loser of the race may reject later (closed target): keep it quiet
    return Promise.race([work, this.failed]);
  }

  throwIfFailed(): void {
    if (this.signal.aborted) throw this.signal.reason;
  }

  fail(err: RenderError): void {
    if (!this.signal.aborted) this.controller.abort(err);
  }

  dispose(): void {
    clearTimeout(this.timer);
    if (this.onCallerAbort) this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Resolves with `work`, or with `fallback` after `ms` — for best-effort cleanup steps that must not block. */
export async function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  const timer = new Promise<T>((resolve) => (t = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work.catch(() => fallback), timer]);
  } finally {
    clearTimeout(t);
  }
}
