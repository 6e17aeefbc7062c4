import type { ErrorCode } from '@wsa/contracts';

/**
 * A classified scrape failure, thrown inside the pipeline and turned into `{ok: false}` at the
 * top. `engineFailure` marks failures another engine may not share (HTTP parse error, redirect
 * loop, browser navigation error or crash): the engine loop tries the next engine before giving up.
 */
export class ScrapeFailure extends Error {
  override readonly name = 'ScrapeFailure';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly engineFailure = false,
  ) {
    super(message);
  }
}

export function isScrapeFailure(err: unknown): err is ScrapeFailure {
  return err instanceof ScrapeFailure;
}
