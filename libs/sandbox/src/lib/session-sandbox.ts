import { runSandboxed } from './run-sandboxed';
import type { SandboxOptions, SandboxResult, SandboxRun } from './sandbox.types';
import { WarmNodeSandbox } from './warm-node-sandbox';

export type SessionSandboxRun = Pick<SandboxRun, 'language' | 'code' | 'timeoutMs'>;

/** A warm sandbox that served this many calls is replaced (bounds what one process accumulates). */
const MAX_CALLS_PER_WARM_SANDBOX = 200;

/**
 * The sandboxes of one interact session. `node` calls go to a sandbox started ahead of time, with
 * puppeteer already loaded and connected to the session's tab (a cold start costs about 200 ms); when
 * it is busy (overlapping calls) or gone, the call runs in a one-shot sandbox instead. `python` and
 * `bash` start in well under 100 ms and always run one-shot. A warm sandbox that was killed (timeout),
 * crashed, hit a limit or used half its CPU allowance is replaced after the call, in the background.
 */
export class SessionSandbox {
  private warm?: WarmNodeSandbox;
  private closed = false;

  constructor(private readonly opts: SandboxOptions, private readonly cdp: Pick<SandboxRun, 'cdpSocketPath' | 'cdpPath'>, private readonly prestart = true) {
    if (prestart) this.warm = this.start();
  }

  async run(run: SessionSandboxRun): Promise<SandboxResult> {
    if (this.closed) throw new Error('the session sandbox is closed');
    const warm = this.warm;
    if (run.language !== 'node' || !this.prestart || !warm?.idle) {
      const result = await runSandboxed(this.opts, { ...run, ...this.cdp });
      if (run.language === 'node') this.replaceIfSpent();
      return result;
    }
    try {
      return await warm.execute(run.code, run.timeoutMs);
    } finally {
      this.replaceIfSpent();
    }
  }

  /** Kills the warm sandbox; calls in flight settle as killed. */
  close(): void {
    this.closed = true;
    this.warm?.kill();
    this.warm = undefined;
  }

  private replaceIfSpent(): void {
    const warm = this.warm;
    if (this.closed || !this.prestart || (warm && !warm.idle && warm.alive)) return;
    const spent = !warm || !warm.alive || warm.cpuMs > (this.opts.cpuSeconds * 1000) / 2 || warm.calls >= MAX_CALLS_PER_WARM_SANDBOX;
    if (!spent) return;
    warm?.kill();
    this.warm = this.start();
  }

  private start(): WarmNodeSandbox {
    return new WarmNodeSandbox(this.opts, this.cdp);
  }
}
