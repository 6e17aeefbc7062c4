import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { RenderError, errorMessage } from '../render-error';
import { withTimeout } from '../util/job-guard';
import { buildLaunchArgs, parseProxyUrl } from './chromium-args';
import { PageLease } from './page-lease';

export type SlotConfig = { executablePath: string; headless: 'shell' | true; proxyUrl?: string; extraArgs: string[] };
export type SlotHooks = { onFree(slot: BrowserSlot): void; onCrash(slot: BrowserSlot): void };
type SlotState = 'launching' | 'ready' | 'draining' | 'closing' | 'dead';

/** A context that does not close within this is stuck in a hung renderer: the browser is killed instead. */
const CONTEXT_CLOSE_TIMEOUT_MS = 5000;

/** One Chromium process: its leases, its job counter for recycling, and its crash detection. */
export class BrowserSlot {
  state: SlotState = 'launching';
  busy = 0;
  served = 0;
  /** Set once a successor browser has been launched for this one (recycling), so a crash does not launch a second. */
  replaced = false;
  private browser?: Browser;
  private userDataDir?: string;
  private version = '';
  private readonly leases = new Set<PageLease>();

  constructor(
    private readonly cfg: SlotConfig,
    private readonly hooks: SlotHooks,
  ) {}

  get pid(): number | undefined {
    return this.browser?.process()?.pid;
  }

  async launch(): Promise<void> {
    this.userDataDir = await mkdtemp(path.join(os.tmpdir(), 'wsa-chromium-'));
    try {
      this.browser = await puppeteer.launch({
        executablePath: this.cfg.executablePath,
        headless: this.cfg.headless,
        args: buildLaunchArgs(this.userDataDir, this.cfg.proxyUrl, this.cfg.extraArgs),
        pipe: true,
        defaultViewport: null,
        protocolTimeout: 60_000,
        // The host application owns signal handling and graceful shutdown; puppeteer still kills Chromium on exit.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (err) {
      await this.removeUserDataDir();
      throw err;
    }
    this.version = (await this.browser.version()).split('/')[1] ?? '';
    // the startup about:blank tab holds a renderer process (~85 MB RSS) that no scrape uses: every
    // scrape opens its own context; headless Chromium keeps running with no tab
    await Promise.all((await this.browser.pages()).map((p) => p.close().catch(() => undefined)));
    this.browser.on('disconnected', () => this.onDisconnected());
    this.state = 'ready';
  }

  /** Synchronously reserves capacity (before the first await) so the pool's dispatch loop sees it. */
  async openLease(proxyUrl?: string): Promise<PageLease> {
    this.busy++;
    const browser = this.browser;
    try {
      if (!browser?.connected) throw new RenderError('crashed', 'Browser is not running');
      const proxy = proxyUrl ? parseProxyUrl(proxyUrl) : undefined;
      const context = await browser.createBrowserContext({ proxyServer: proxy?.server, downloadBehavior: { policy: 'deny' } });
      const page = await context.newPage();
      if (proxy?.username) await page.authenticate({ username: proxy.username, password: proxy.password ?? '' });
      const lease: PageLease = new PageLease(context, page, this.version, () => this.releaseLease(lease));
      this.leases.add(lease);
      if (this.state === 'dead') lease.break(new RenderError('crashed', 'Browser crashed'));
      return lease;
    } catch (err) {
      this.busy--;
      this.hooks.onFree(this);
      if (this.state === 'dead' || !browser?.connected) throw new RenderError('crashed', `Browser crashed: ${errorMessage(err)}`, { cause: err });
      throw err;
    }
  }

  private async releaseLease(lease: PageLease): Promise<void> {
    const closed = await withTimeout(lease.context.close().then(() => true), CONTEXT_CLOSE_TIMEOUT_MS, false);
    if (!closed && this.browser?.connected) this.kill(); // hung renderer: the crash path relaunches the browser
    this.leases.delete(lease);
    this.busy--;
    this.served++;
    this.hooks.onFree(this);
  }

  private onDisconnected(): void {
    if (this.state === 'closing' || this.state === 'dead') return;
    this.state = 'dead';
    const err = new RenderError('crashed', 'Browser process disconnected (crashed or killed)');
    for (const lease of this.leases) lease.break(err);
    this.kill();
    void this.removeUserDataDir();
    this.hooks.onCrash(this);
  }

  /** Kills the whole process group (puppeteer starts Chromium detached), so no renderer outlives it. */
  kill(): void {
    const proc = this.browser?.process();
    if (!proc?.pid || proc.exitCode !== null) return;
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      proc.kill('SIGKILL');
    }
  }

  async close(): Promise<void> {
    if (this.state === 'dead') return;
    this.state = 'closing';
    for (const lease of this.leases) lease.break(new RenderError('aborted', 'Browser pool is closing'));
    const closed = this.browser ? await withTimeout(this.browser.close().then(() => true), 5000, false) : true;
    if (!closed) this.kill();
    this.state = 'dead';
    await this.removeUserDataDir();
  }

  private async removeUserDataDir(): Promise<void> {
    if (!this.userDataDir) return;
    const dir = this.userDataDir;
    this.userDataDir = undefined;
    // Chromium's children may still be writing for a moment after a kill: retry a few times.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
  }
}
