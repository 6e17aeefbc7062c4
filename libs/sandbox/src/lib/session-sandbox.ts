import { runSandboxed } from './run-sandboxed';
import type { SandboxOptions, SandboxResult, SandboxRun } from './sandbox.types';
import { WarmSandbox, type WarmLanguage } from './warm-sandbox';

export type SessionSandboxRun = Pick<SandboxRun, 'language' | 'code' | 'timeoutMs'>;

/** A warm sandbox that served this many calls is replaced (bounds what one process accumulates). */
const MAX_CALLS_PER_WARM_SANDBOX = 200;

/**
 * The sandboxes of one interact session. `node` and `python` calls go to a sandbox of their language
 * started ahead of time (node: puppeteer already loaded and connected to the session's tab; a cold
 * node start costs about 200 ms, python about 50 ms). The node one starts with the session (node is
 * the default language); the python one after the session's first python call, so a session that
 * never uses python holds no python process. When the warm one is busy (overlapping calls) or gone,
 * the call runs in a one-shot sandbox instead; `bash` always does (it starts in a few ms). A warm
 * sandbox that was killed (timeout), crashed, hit a limit or used half its CPU allowance is replaced
 * after the call, in the background.
 */
export class SessionSandbox {
  private readonly warm = new Map<WarmLanguage, WarmSandbox>();
  private closed = false;

  constructor(private readonly opts: SandboxOptions, private readonly cdp: Pick<SandboxRun, 'cdpSocketPath' | 'cdpPath'>, private readonly prestart = true) {
    if (prestart) this.replaceIfSpent('node');
  }

  async run(run: SessionSandboxRun): Promise<SandboxResult> {
    if (this.closed) throw new Error('the session sandbox is closed');
    const language = run.language;
    if (language === 'bash') return runSandboxed(this.opts, { ...run, ...this.cdp });
    const warm = this.warm.get(language);
    try {
      if (warm?.idle) return await warm.execute(run.code, run.timeoutMs);
      return await runSandboxed(this.opts, { ...run, ...this.cdp });
    } finally {
      this.replaceIfSpent(language);
    }
  }

  /** Kills the warm sandboxes; calls in flight settle as killed. */
  close(): void {
    this.closed = true;
    for (const warm of this.warm.values()) warm.kill();
    this.warm.clear();
  }

  private replaceIfSpent(language: WarmLanguage): void {
    const warm = this.warm.get(language);
    if (this.closed || !this.prestart || (warm && !warm.idle && warm.alive)) return;
    const spent = !warm || !warm.alive || warm.cpuMs > (this.opts.cpuSeconds * 1000) / 2 || warm.calls >= MAX_CALLS_PER_WARM_SANDBOX;
    if (!spent) return;
    warm?.kill();
    this.warm.set(language, new WarmSandbox(this.opts, language, this.cdp));
  }
}
