import type { SandboxLanguage, SandboxOptions, SandboxRun } from './sandbox.types';

/** `once`: the driver runs the code on stdin and exits; `serve` (node, python): it takes call after call over stdin. */
export type SandboxMode = 'once' | 'serve';

/** Where things appear inside the sandbox. */
export const INSIDE = { drivers: '/sandbox/drivers', nodeModules: '/sandbox/node_modules', cdpSocket: '/sandbox/cdp.sock', bin: '/sandbox/drivers/bin' } as const;

/**
 * The full command line of one run: setpriv drops to the unprivileged uid first (bwrap started by root
 * would let code read root-only files and ignore process limits), prlimit sets the limits, bwrap builds
 * an empty world: every namespace unshared (no network at all: the CDP socket is the only way out), a
 * fresh /tmp, /usr read-only, and no environment but what the driver needs.
 */
export function buildSandboxCommand(opts: SandboxOptions, run: Pick<SandboxRun, 'language' | 'cdpSocketPath' | 'cdpPath'>, driversDir: string, mode: SandboxMode = 'once'): string[] {
  const limits = [
    `--as=${opts.memoryMb * 1024 * 1024}`,
    `--nproc=${opts.maxProcesses}`,
    `--cpu=${opts.cpuSeconds}`,
    `--fsize=${64 * 1024 * 1024}`,
    '--core=0',
  ];
  const env: Record<string, string> = {
    PATH: `${INSIDE.bin}:/usr/bin:/bin`,
    HOME: '/tmp',
    LANG: 'C.UTF-8',
    TMPDIR: '/tmp',
    WSA_CDP_SOCKET: INSIDE.cdpSocket,
    WSA_CDP_PATH: run.cdpPath,
    PYTHONPATH: `${INSIDE.drivers}/python`,
    PYTHONDONTWRITEBYTECODE: '1',
  };
  if (run.language === 'node') env.NODE_PATH = INSIDE.nodeModules;
  const binds = [
    '--ro-bind', '/usr', '/usr',
    '--symlink', 'usr/lib', '/lib',
    '--symlink', 'usr/lib64', '/lib64',
    '--symlink', 'usr/bin', '/bin',
    '--symlink', 'usr/sbin', '/sbin',
    '--proc', '/proc',
    '--dev', '/dev',
    '--tmpfs', '/tmp',
    '--ro-bind', driversDir, INSIDE.drivers,
    '--ro-bind', run.cdpSocketPath, INSIDE.cdpSocket,
  ];
  if (run.language === 'node') binds.push('--ro-bind', opts.nodeModulesDir, INSIDE.nodeModules);
  const dropToUid = opts.uid === null ? [] : ['setpriv', `--reuid=${opts.uid}`, `--regid=${opts.uid}`, '--clear-groups', '--'];
  return [
    ...dropToUid,
    'prlimit', ...limits, '--',
    'bwrap', '--unshare-all', '--die-with-parent', '--new-session', '--clearenv', '--hostname', 'sandbox',
    ...binds,
    ...Object.entries(env).flatMap(([k, v]) => ['--setenv', k, v]),
    '--chdir', '/tmp',
    ...interpreter(opts, run.language, mode),
  ];
}

function interpreter(opts: SandboxOptions, language: SandboxLanguage, mode: SandboxMode): string[] {
  const nodeDriver = mode === 'serve' ? 'server.js' : 'runner.js';
  if (language === 'node') return [opts.nodePath, '--max-old-space-size=' + Math.max(64, Math.floor(opts.memoryMb / 4)), `${INSIDE.drivers}/node/${nodeDriver}`];
  if (language === 'python') return [opts.pythonPath, '-B', '-s', `${INSIDE.drivers}/python/${mode === 'serve' ? 'server.py' : 'runner.py'}`];
  return [opts.bashPath, `${INSIDE.drivers}/bash/runner.sh`];
}
