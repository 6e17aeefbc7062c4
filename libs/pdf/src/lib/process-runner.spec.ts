import { ProcessAbortedError, ProcessOutputLimitError, runProcess } from './process-runner';

const never = () => new AbortController().signal;

describe('runProcess', () => {
  it('returns exit code, stdout and stderr', async () => {
    const ok = await runProcess('printf', ['%s', 'hello'], { signal: never() });
    expect(ok).toEqual({ code: 0, stdout: Buffer.from('hello'), stderr: '' });
    const bad = await runProcess('ls', ['/definitely/not/here'], { signal: never() });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/not/);
  });

  it('kills the child when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(runProcess('sleep', ['5'], { signal: controller.signal })).rejects.toBeInstanceOf(ProcessAbortedError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not start with an aborted signal', async () => {
    await expect(runProcess('sleep', ['5'], { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(ProcessAbortedError);
  });

  it('stops a child whose output exceeds the limit', async () => {
    const run = runProcess('head', ['-c', '1000000', '/dev/zero'], { signal: never(), maxStdoutBytes: 1000 });
    await expect(run).rejects.toBeInstanceOf(ProcessOutputLimitError);
  });

  it('rejects when the binary is missing', async () => {
    await expect(runProcess('no-such-binary-xyz', [], { signal: never() })).rejects.toThrow(/ENOENT/);
  });
});
