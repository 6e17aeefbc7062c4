/** Refused because too many requests already wait (HTTP 503 with Retry-After). */
export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`the engine is busy: ${waiting} requests are already waiting`);
    this.name = 'QueueFullError';
  }
}

/**
 * One model request at a time (llama.cpp on one or two cores gains nothing from running two;
 * they would only share the CPU and both finish late), the others wait in arrival order. A
 * waiting request whose signal aborts (client gone, deadline) leaves the line without running.
 */
export class SerialQueue {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly maxWaiting: number) {}

  /** requests running or waiting */
  get depth(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  async run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    if (this.busy) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.waiting.length);
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const at = this.waiting.indexOf(turn);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal.reason);
        };
        // the slot is handed over still busy, so no newcomer can slip in between
        const turn = () => { signal.removeEventListener('abort', onAbort); resolve(); };
        signal.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(turn);
      });
    } else {
      this.busy = true;
    }
    try {
      signal.throwIfAborted();
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
