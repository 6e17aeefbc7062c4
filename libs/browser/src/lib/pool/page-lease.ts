import type { BrowserContext, Page } from 'puppeteer-core';
import { RenderError } from '../render-error';

/**
 * One job's exclusive incognito context and page. `broken` rejects when the page's renderer or the
 * whole browser dies, so a job racing against it fails fast with kind 'crashed' instead of hanging.
 */
export class PageLease {
  readonly broken: Promise<never>;
  /** Why the lease broke (crash, pool closing); lets callers report the cause rather than a follow-on CDP error. */
  brokenError?: RenderError;
  private breakWith!: (err: RenderError) => void;
  private releasing?: Promise<void>;

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Full browser version, e.g. "156.0.8078.79", for a consistent user agent. */
    readonly browserVersion: string,
    private readonly onRelease: () => Promise<void>,
  ) {
    this.broken = new Promise<never>((_, reject) => (this.breakWith = reject));
    this.broken.catch(() => undefined);
    page.on('error', (err: Error) => this.break(new RenderError('crashed', `Page crashed: ${err.message}`)));
  }

  break(err: RenderError): void {
    this.brokenError ??= err;
    this.breakWith(err);
  }

  /** Disposes the context (closing every page and popup of the job). Idempotent. */
  release(): Promise<void> {
    this.releasing ??= this.onRelease();
    return this.releasing;
  }
}
