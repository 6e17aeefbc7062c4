import { setAdblockListDir, warmAdblockEngine } from '../adblock/adblock-engine';
import { startEgressGuard, type EgressGuard, type EgressResolver } from '../network/egress-guard';
import { RenderError } from '../render-error';
import type { BrowserPoolOptions, PoolStats } from '../types';
import { sleep } from '../util/job-guard';
import { BrowserSlot, type SlotConfig } from './browser-slot';
import { defaultHeadlessMode, resolveBrowserBinary } from './chromium-args';
import type { PageLease } from './page-lease';

type Waiter = { proxyUrl?: string; signal?: AbortSignal; done: boolean; resolve(l: PageLease): void; reject(e: unknown): void };

/**
 * Warm Chromium processes handing out one incognito context per job, with a page concurrency limit
 * (excess jobs wait in FIFO order), crash replacement and recycling after N jobs.
 */
export class BrowserPool {
  private readonly slots: BrowserSlot[] = [];
  private readonly waiters: Waiter[] = [];
  private cfg: SlotConfig;
  private readonly maxBrowsers: number;
  private readonly maxPages: number;
  private readonly recycleAfter: number;
  private readonly egressResolver?: EgressResolver;
  private egress?: EgressGuard;
  private launched = 0;
  private crashed = 0;
  private closed = false;

  constructor(opts: BrowserPoolOptions) {
    this.maxBrowsers = Math.max(1, opts.maxBrowsers ?? 1);
    this.maxPages = Math.max(1, opts.maxPagesPerBrowser ?? 4);
    this.recycleAfter = opts.recycleAfterPages ?? 500;
    this.cfg = {
      executablePath: resolveBrowserBinary(opts.executablePath),
      headless: opts.headless ?? defaultHeadlessMode(opts.executablePath),
      proxyUrl: opts.proxyUrl,
      extraArgs: opts.extraArgs ?? [],
    };
    if (!opts.proxyUrl) this.egressResolver = opts.egressResolver;
    if (opts.adblockListDir) setAdblockListDir(opts.adblockListDir);
  }

  async start(): Promise<void> {
    warmAdblockEngine(); // parses or loads the filter lists off the first job's critical path
    if (this.egressResolver && !this.egress) {
      this.egress = await startEgressGuard(this.egressResolver);
      // loopback targets too: Chromium sends them around a proxy unless told not to
      this.cfg = { ...this.cfg, proxyUrl: this.egress.proxyServer, extraArgs: [...this.cfg.extraArgs, '--proxy-bypass-list=<-loopback>'] };
    }
    const launches = Array.from({ length: this.maxBrowsers }, () => this.launchSlot());
    await Promise.all(launches);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiters.splice(0)) this.settle(w, new RenderError('aborted', 'Browser pool is closing'));
    await Promise.all(this.slots.splice(0).map((s) => s.close()));
    await this.egress?.close();
  }

  stats(): PoolStats {
    const live = this.slots.filter((s) => s.state === 'ready' || s.state === 'draining');
    return {
      browsers: live.length,
      busyPages: this.slots.reduce((n, s) => n + s.busy, 0),
      queued: this.waiters.length,
      launched: this.launched,
      crashed: this.crashed,
      egressRefused: this.egress?.refused() ?? 0,
    };
  }

  /** Process ids of the running browsers (diagnostics: memory measurement, crash tests). */
  browserPids(): number[] {
    return this.slots.flatMap((s) => (s.state === 'ready' || s.state === 'draining') && s.pid ? [s.pid] : []);
  }

  /** @internal used by renderPage: waits for capacity, then opens a fresh incognito context and page. */
  acquire(opts: { signal?: AbortSignal; proxyUrl?: string } = {}): Promise<PageLease> {
    if (this.closed) return Promise.reject(new RenderError('aborted', 'Browser pool is closed'));
    return new Promise<PageLease>((resolve, reject) => {
      const waiter: Waiter = { proxyUrl: opts.proxyUrl, signal: opts.signal, done: false, resolve, reject };
      if (opts.signal?.aborted) return reject(opts.signal.reason);
      opts.signal?.addEventListener('abort', () => this.abandon(waiter), { once: true });
      this.waiters.push(waiter);
      this.dispatch();
    });
  }

  private abandon(waiter: Waiter): void {
    const i = this.waiters.indexOf(waiter);
    if (i >= 0) this.waiters.splice(i, 1);
    this.settle(waiter, waiter.signal?.reason);
  }

  private settle(waiter: Waiter, err: unknown, lease?: PageLease): void {
    if (waiter.done) {
      if (lease) void lease.release(); // the job gave up while its context was being created
      return;
    }
    waiter.done = true;
    if (lease) waiter.resolve(lease);
    else waiter.reject(err);
  }

  private dispatch(): void {
    this.retireDrained();
    while (this.waiters.length > 0) {
      const slot = this.pickSlot();
      if (!slot) return;
      const waiter = this.waiters.shift() as Waiter;
      slot.openLease(waiter.proxyUrl).then(
        (lease) => this.settle(waiter, undefined, lease),
        (err: unknown) => this.settle(waiter, err),
      );
      this.markForRecycling(slot);
    }
  }

  /** Least-busy ready browser with a free page. */
  private pickSlot(): BrowserSlot | undefined {
    let best: BrowserSlot | undefined;
    for (const s of this.slots) {
      if (s.state !== 'ready' || s.busy >= this.maxPages) continue;
      if (!best || s.busy < best.busy) best = s;
    }
    return best;
  }

  /** After N jobs a browser takes no more work; its replacement launches at once so capacity barely dips. */
  private markForRecycling(slot: BrowserSlot): void {
    if (this.recycleAfter <= 0 || slot.state !== 'ready' || slot.served + slot.busy < this.recycleAfter) return;
    slot.state = 'draining';
    slot.replaced = true;
    void this.launchSlot();
  }

  private retireDrained(): void {
    for (const s of [...this.slots]) {
      if (s.state !== 'draining' || s.busy > 0) continue;
      this.remove(s);
      void s.close();
    }
  }

  private remove(slot: BrowserSlot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  private async launchSlot(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      const slot = new BrowserSlot(this.cfg, { onFree: () => this.dispatch(), onCrash: (s) => this.onCrash(s) });
      try {
        await slot.launch();
      } catch (err) {
        // start() reports the first failure; replacements keep retrying with backoff while jobs wait.
        if (this.launched === 0) throw err;
        await sleep(Math.min(10_000, 500 * 2 ** attempt));
        continue;
      }
      this.launched++;
      if (this.closed) return void slot.close();
      this.slots.push(slot);
      this.dispatch();
      return;
    }
  }

  private onCrash(slot: BrowserSlot): void {
    this.crashed++;
    this.remove(slot);
    if (!this.closed && !slot.replaced) void this.launchSlot();
  }
}
