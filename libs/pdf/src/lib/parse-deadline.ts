import { PdfParseError } from './pdf-parse-error';
import { ProcessAbortedError } from './process-runner';

/** One signal for the whole parse: fires on the caller's signal or when `timeoutMs` elapses. */
export class ParseDeadline {
  readonly signal: AbortSignal;
  private readonly timer: NodeJS.Timeout;
  private readonly controller = new AbortController();

  constructor(
    timeoutMs: number,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.controller.signal]) : this.controller.signal;
    this.timer = setTimeout(() => this.controller.abort(), Math.max(0, timeoutMs));
  }

  /** Throws the timeout error if the parse must stop; called between steps that run in-process. */
  check(): void {
    if (this.signal.aborted) throw this.timeoutError();
  }

  /** Maps an abort-caused failure to PdfParseError('timeout'); other errors pass through. */
  translate(err: unknown): unknown {
    if (err instanceof ProcessAbortedError || this.signal.aborted) return this.timeoutError(err);
    return err;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private timeoutError(cause?: unknown): PdfParseError {
    // A caller abort is reported as a timeout too: the caller's own deadline is the usual reason.
    const message = this.callerSignal?.aborted ? 'PDF parsing aborted by caller' : 'PDF parsing timed out';
    return new PdfParseError('timeout', message, { cause: cause ?? this.callerSignal?.reason });
  }
}
