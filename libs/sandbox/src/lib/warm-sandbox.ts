import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { CappedText, UntilMarker } from './capped-text';
import { driversDir, errorOf, killGroup, signalNumber } from './run-sandboxed';
import { buildSandboxCommand } from './sandbox-command';
import type { SandboxOptions, SandboxResult, SandboxRun } from './sandbox.types';

/** the languages with a serving driver (bash starts in a few ms: it always runs one-shot) */
export type WarmLanguage = 'node' | 'python';

type Report = { nonce: string; result: string | null; error: string | null; exitCode: number; cpuMs?: number };

type Call = {
  nonce: string;
  stdout: CappedText;
  stderr: CappedText;
  out: UntilMarker;
  err: UntilMarker;
  report?: Report;
  settle: (exit?: { code: number | null; signal: NodeJS.Signals | null }) => void;
};

/**
 * A sandbox started ahead of the call: the same bubblewrap command, limits and uid as a one-shot
 * run, but its driver (`drivers/node/server.js`, `drivers/python/server.py`) loads its interpreter
 * and page API at once (node also connects puppeteer to the session's browser), then takes calls
 * over stdin, one at a time. A call's output ends at its own end
 * marker on stdout and stderr; its report arrives on fd 3. A call past its deadline kills the whole
 * sandbox (its pid namespace dies with it), as does any crash or limit: `alive` turns false and the
 * owner starts another one.
 */
export class WarmSandbox {
  private readonly child: ChildProcess;
  private call?: Call;
  private exited = false;
  /** CPU the driver has used so far, as of its last report (RLIMIT_CPU counts the whole process life) */
  cpuMs = 0;
  calls = 0;

  constructor(private readonly opts: SandboxOptions, readonly language: WarmLanguage, cdp: Pick<SandboxRun, 'cdpSocketPath' | 'cdpPath'>) {
    const [cmd, ...args] = buildSandboxCommand(opts, { language, ...cdp }, driversDir(), 'serve');
    this.child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true, env: {} });
    this.child.stdout?.on('data', (d: Buffer) => this.onOutput('out', d));
    this.child.stderr?.on('data', (d: Buffer) => this.onOutput('err', d));
    this.child.stdin?.on('error', () => undefined);
    this.child.on('error', (err) => this.call?.stderr.add(Buffer.from(`sandbox failed to start: ${err.message}\n`)));
    const reports = createInterface({ input: this.child.stdio[3] as NodeJS.ReadableStream });
    reports.on('line', (line) => this.onReport(line));
    this.child.on('close', (code, signal) => {
      this.exited = true;
      this.call?.settle({ code, signal });
    });
  }

  /** ready for a call: not running one and not dead */
  get idle(): boolean {
    return !this.exited && !this.call;
  }

  get alive(): boolean {
    return !this.exited;
  }

  execute(code: string, timeoutMs: number): Promise<SandboxResult> {
    if (!this.idle) throw new Error('the warm sandbox is busy or gone');
    const started = Date.now();
    this.calls++;
    const nonce = randomBytes(12).toString('hex');
    const marker = Buffer.from(`\u0000wsa-end-${nonce}\u0000`);
    const stdout = new CappedText(this.opts.outputLimitBytes);
    const stderr = new CappedText(this.opts.outputLimitBytes);
    let killed = false;
    return new Promise<SandboxResult>((resolve) => {
      let grace: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        killed = true;
        this.kill();
      }, timeoutMs);
      const call: Call = {
        nonce, stdout, stderr,
        out: new UntilMarker(marker, (b) => stdout.add(b)),
        err: new UntilMarker(marker, (b) => stderr.add(b)),
        settle: (exit) => {
          if (this.call !== call) return;
          // the report came first: wait (briefly) for the output to reach its markers
          if (!exit && !(call.out.seen && call.err.seen)) {
            grace ??= setTimeout(() => call.settle({ code: null, signal: null }), 250);
            return;
          }
          clearTimeout(timer);
          clearTimeout(grace);
          this.call = undefined;
          call.out.flush();
          call.err.flush();
          const report = call.report;
          const exitCode = report ? report.exitCode : exit?.code ?? (exit?.signal ? 128 + signalNumber(exit.signal) : null);
          resolve({
            stdout: stdout.text(), stderr: stderr.text(), result: report?.result ?? null,
            exitCode, killed, truncated: stdout.cut || stderr.cut, durationMs: Date.now() - started,
            error: report && !killed ? report.error : errorOf(killed, timeoutMs, exitCode, '', stderr.text()),
          });
        },
      };
      this.call = call;
      this.child.stdin?.write(`${JSON.stringify({ nonce, code })}\n`);
      if (this.exited) call.settle({ code: this.child.exitCode, signal: this.child.signalCode });
    });
  }

  /** kills the sandbox (and everything in its pid namespace) */
  kill(): void {
    if (!this.exited) killGroup(this.child.pid);
  }

  private onReport(line: string): void {
    const call = this.call;
    let report: Report;
    try {
      report = JSON.parse(line) as Report;
    } catch {
      return;
    }
    if (typeof report.cpuMs === 'number') this.cpuMs = report.cpuMs;
    if (!call || report.nonce !== call.nonce) return;
    call.report = report;
    call.settle();
  }

  private onOutput(stream: 'out' | 'err', chunk: Buffer): void {
    const call = this.call;
    if (!call) return; // between calls: stray output of an earlier call's timers belongs to no call
    call[stream].add(chunk);
    // the report came before the end of the output: the markers settle the call
    if (call.report) call.settle();
  }
}
