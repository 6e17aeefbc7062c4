/** Thrown when a helper's time budget ran out; `known` is what was found so far. */
export class BudgetExceededError extends Error {
  constructor(readonly known: Record<string, unknown>) {
    super('support helper budget exceeded');
    this.name = 'BudgetExceededError';
  }
}

/** A fixed time budget started now: what is left, and a signal that aborts when it is spent. */
export class Budget {
  private readonly startedAt: number;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(readonly totalMs: number, private readonly now: () => number = Date.now) {
    this.startedAt = now();
    this.timer = setTimeout(() => this.controller.abort(), totalMs);
    this.timer.unref();
  }

  get signal(): AbortSignal { return this.controller.signal; }
  elapsedMs(): number { return this.now() - this.startedAt; }
  remainingMs(): number { return Math.max(0, this.totalMs - this.elapsedMs()); }
  dispose(): void { clearTimeout(this.timer); }

  /** The promise's value, or BudgetExceededError(known()) as soon as the budget is spent. */
  race<T>(work: Promise<T>, known: () => Record<string, unknown>): Promise<T> {
    if (this.signal.aborted) return Promise.reject(new BudgetExceededError(known()));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new BudgetExceededError(known()));
      this.signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (v) => { this.signal.removeEventListener('abort', onAbort); resolve(v); },
        (e) => { this.signal.removeEventListener('abort', onAbort); reject(e); },
      );
    });
  }
}
