import { spawn } from 'node:child_process';

export type ProcessResult = { code: number | null; stdout: Buffer; stderr: string };

export type RunOptions = {
  signal: AbortSignal;
  env?: NodeJS.ProcessEnv;
  /** Refuse output beyond this many bytes rather than exhaust memory on a hostile PDF. */
  maxStdoutBytes?: number;
};

export class ProcessAbortedError extends Error {}
export class ProcessOutputLimitError extends Error {}

// Poppler can print one line per damaged object; only the tail is useful for a diagnosis.
const STDERR_KEEP = 8192;
const DEFAULT_MAX_STDOUT = 512 * 1024 * 1024;

/**
 * Runs a binary with an argv array (never a shell) and resolves with its exit code and output.
 * Aborting the signal SIGKILLs the child so a timed-out parse leaves no work behind.
 */
export function runProcess(cmd: string, args: string[], opts: RunOptions): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    if (opts.signal.aborted) return reject(new ProcessAbortedError(`${cmd} not started: aborted`));
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: opts.env ?? process.env });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const kill = (err: Error) => {
      failure ??= err;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill(new ProcessAbortedError(`${cmd} killed: aborted`));
    opts.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > (opts.maxStdoutBytes ?? DEFAULT_MAX_STDOUT)) kill(new ProcessOutputLimitError(`${cmd} output too large`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => kill(err));
    child.on('close', (code) => {
      opts.signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve({ code, stdout: Buffer.concat(chunks), stderr });
    });
  });
}
