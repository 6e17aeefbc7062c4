import type { BrowserPool } from './browser-pool';

/**
 * A browser pool that exists only while it is used: started by the first page that needs it and
 * closed once no page has asked for it for `idleMs` and none is rendering, so an idle worker holds
 * no Chromium (hundreds of MB each). Restarting costs one launch (about 0.3 s on headless-shell).
 */
export class OnDemandBrowserPool {
  private pool: Promise<BrowserPool> | null = null;
  private lastUsed = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly create: () => Promise<BrowserPool>,
    private readonly idleMs: number,
    private readonly onIdleClose?: () => void,
  ) {
    this.timer = setInterval(() => void this.closeIfIdle(), Math.max(50, Math.min(idleMs / 2, 10000)));
    this.timer.unref();
  }

  /** The running pool, started when there is none. */
  get(): Promise<BrowserPool> {
    this.lastUsed = Date.now();
    this.pool ??= this.create().catch((err: unknown) => {
      this.pool = null; // a failed launch is retried by the next page, not cached
      throw err;
    });
    return this.pool;
  }

  isRunning(): boolean {
    return this.pool !== null;
  }

  /** Closes the pool when it has been idle long enough; exported for tests through the timer only. */
  private async closeIfIdle(): Promise<void> {
    const current = this.pool;
    if (!current || this.idleMs <= 0 || Date.now() - this.lastUsed < this.idleMs) return;
    const pool = await current.catch(() => null);
    if (!pool) return;
    const stats = pool.stats();
    // re-checked after the await: a page may have asked for the pool meanwhile
    if (stats.busyPages > 0 || stats.queued > 0 || this.pool !== current || Date.now() - this.lastUsed < this.idleMs) return;
    this.pool = null;
    await pool.close().catch(() => undefined);
    this.onIdleClose?.();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const current = this.pool;
    this.pool = null;
    if (current) await (await current.catch(() => null))?.close();
  }
}
