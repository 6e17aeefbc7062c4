import { buildSandboxCommand } from './sandbox-command';
import type { SandboxOptions } from './sandbox.types';

const opts: SandboxOptions = {
  nodePath: '/usr/bin/node', pythonPath: '/usr/bin/python3', bashPath: '/usr/bin/bash', nodeModulesDir: '/srv/node_modules',
  memoryMb: 512, maxProcesses: 32, cpuSeconds: 10, outputLimitBytes: 1024, uid: 65534,
};
const cdp = { cdpSocketPath: '/tmp/s/cdp.sock', cdpPath: '/devtools/browser/x' };

describe('buildSandboxCommand', () => {
  it('drops to the sandbox uid before limits and bwrap, with every namespace unshared and a clear environment', () => {
    const cmd = buildSandboxCommand(opts, { language: 'python', ...cdp }, '/d');
    expect(cmd.slice(0, 6)).toEqual(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--', 'prlimit']);
    expect(cmd).toEqual(expect.arrayContaining(['--as=536870912', '--nproc=32', '--cpu=10', '--unshare-all', '--die-with-parent', '--new-session', '--clearenv']));
    expect(cmd.join(' ')).toContain('--ro-bind /tmp/s/cdp.sock /sandbox/cdp.sock');
    expect(cmd.join(' ')).not.toMatch(/\/etc|node_modules|--share-net/);
    expect(cmd.slice(-4)).toEqual(['/usr/bin/python3', '-B', '-s', '/sandbox/drivers/python/runner.py']);
  });

  it('binds node_modules read-only for node only; a non-root worker skips setpriv', () => {
    const cmd = buildSandboxCommand({ ...opts, uid: null }, { language: 'node', ...cdp }, '/d');
    expect(cmd[0]).toBe('prlimit');
    expect(cmd.join(' ')).toContain('--ro-bind /srv/node_modules /sandbox/node_modules');
    expect(cmd.join(' ')).toContain('--setenv NODE_PATH /sandbox/node_modules');
  });

  it('a serving sandbox (started ahead of its calls) is the same sandbox with the serving driver', () => {
    const once = buildSandboxCommand(opts, { language: 'python', ...cdp }, '/d');
    const serve = buildSandboxCommand(opts, { language: 'python', ...cdp }, '/d', 'serve');
    expect(serve.slice(0, -1)).toEqual(once.slice(0, -1));
    expect(serve.at(-1)).toBe('/sandbox/drivers/python/server.py');
    expect(buildSandboxCommand(opts, { language: 'node', ...cdp }, '/d', 'serve').at(-1)).toBe('/sandbox/drivers/node/server.js');
  });
});
