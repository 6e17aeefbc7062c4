import { spawn } from 'node:child_process';

export type ProcessResult = { code: number | null; output: string; timedOut: boolean; aborted: boolean };

/**
 * Runs a command in its own process group with a minimal environment (no service secrets) and
 * kills the whole group (yt-dlp starts ffmpeg) on timeout or abort. Output is kept to its last
 * 64 KB: only its final lines are read.
 */
export function runProcess(cmd: string, args: string[], o: { cwd: string; timeoutMs: number; signal?: AbortSignal }): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: o.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: o.cwd, LANG: 'C.UTF-8' },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-65536);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    let aborted = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, Math.max(1, o.timeoutMs));
    const onAbort = () => {
      aborted = true;
      killGroup();
    };
    o.signal?.addEventListener('abort', onAbort, { once: true });
    const done = (code: number | null) => {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
      resolve({ code, output, timedOut, aborted });
    };
    child.once('error', (err) => {
      output += `\nERROR: ${err.message}`;
      done(null);
    });
    child.once('close', (code) => done(code));
  });
}
