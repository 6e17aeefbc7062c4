import { JobGuard, withTimeout } from './job-guard';

describe('JobGuard', () => {
  it('passes results through within budget', async () => {
    const g = new JobGuard(1000);
    await expect(g.race(Promise.resolve(7))).resolves.toBe(7);
    expect(g.remainingMs()).toBeGreaterThan(900);
    g.dispose();
  });
  it('rejects a stuck step with kind timeout', async () => {
    const g = new JobGuard(50);
    await expect(g.race(new Promise(() => undefined))).rejects.toMatchObject({ kind: 'timeout' });
    expect(g.signal.aborted).toBe(true);
    g.dispose();
  });
  it('turns the caller abort into kind aborted, also when already aborted', async () => {
    const ac = new AbortController();
    const g = new JobGuard(10_000, ac.signal);
    setTimeout(() => ac.abort(), 10);
    await expect(g.race(new Promise(() => undefined))).rejects.toMatchObject({ kind: 'aborted' });
    g.dispose();
    const g2 = new JobGuard(10_000, AbortSignal.abort());
    expect(() => g2.throwIfFailed()).toThrow(/aborted/);
    g2.dispose();
  });
  it('withTimeout falls back instead of hanging or throwing', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20, 'late')).resolves.toBe('late');
    await expect(withTimeout(Promise.reject(new Error('x')), 1000, 'failed')).resolves.toBe('failed');
  });
});
