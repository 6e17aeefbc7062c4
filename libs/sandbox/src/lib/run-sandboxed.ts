import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CappedText } from './capped-text';
import { buildSandboxCommand } from './sandbox-command';
import type { SandboxOptions, SandboxResult, SandboxRun } from './sandbox.types';

/**
 * Runs user code in a fresh sandbox and always settles: the deadline kills the whole sandbox (bwrap's
 * pid namespace dies with its first process, taking every child with it).
 * Code goes in on stdin; the driver writes the last expression's value as JSON on fd 3.
 */
export function runSandboxed(opts: SandboxOptions, run: SandboxRun): Promise<SandboxResult> {
  const started = Date.now();
  const [cmd, ...args] = buildSandboxCommand(opts, run, driversDir());
  const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true, env: {} });
  const stdout = new CappedText(opts.outputLimitBytes);
  const stderr = new CappedText(opts.outputLimitBytes);
  const resultText = new CappedText(opts.outputLimitBytes);
  child.stdout?.on('data', (d: Buffer) => stdout.add(d));
  child.stderr?.on('data', (d: Buffer) => stderr.add(d));
  (child.stdio[3] as NodeJS.ReadableStream | null)?.on('data', (d: Buffer) => resultText.add(d));
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(run.code);

  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    killGroup(child.pid);
  }, run.timeoutMs);

  return new Promise((resolve) => {
    child.on('error', (err) => stderr.add(Buffer.from(`sandbox failed to start: ${err.message}\n`)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const exitCode = code ?? (signal ? 128 + signalNumber(signal) : null);
      const truncated = stdout.cut || stderr.cut;
      resolve({
        stdout: stdout.text(), stderr: stderr.text(), result: parseResult(resultText.text()),
        exitCode, killed, truncated, durationMs: Date.now() - started,
        error: errorOf(killed, run.timeoutMs, exitCode, resultText.text(), stderr.text()),
      });
    });
  });
}

/** The driver writes `{"result": <json string|null>, "error": <string|null>}` on fd 3. */
function parseResult(raw: string): string | null {
  try {
    const v = JSON.parse(raw) as { result?: unknown };
    return typeof v.result === 'string' ? v.result : null;
  } catch {
    return null;
  }
}

export function errorOf(killed: boolean, timeoutMs: number, exitCode: number | null, raw: string, stderr: string): string | null {
  if (killed) return `Execution timed out after ${Math.round(timeoutMs / 1000)} s and was killed.`;
  if (exitCode === 0) return null;
  try {
    const v = JSON.parse(raw) as { error?: unknown };
    if (typeof v.error === 'string' && v.error) return v.error;
  } catch {
    // no driver report (the process died): fall back to stderr
  }
  const lastLine = stderr.trim().split('\n').pop();
  return lastLine || `Process exited with code ${exitCode}.`;
}

export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGKILL' ? 9 : signal === 'SIGTERM' ? 15 : signal === 'SIGXCPU' ? 24 : signal === 'SIGSEGV' ? 11 : 1;
}

/** The driver scripts ship beside this lib's sources; apps are bundled into dist/, so look upwards. */
export function driversDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'libs', 'sandbox', 'drivers');
    if (existsSync(candidate)) return candidate;
    const local = path.join(dir, 'drivers');
    if (existsSync(path.join(local, 'node', 'runner.js'))) return local;
    dir = path.dirname(dir);
  }
  throw new Error('sandbox drivers not found (libs/sandbox/drivers)');
}
