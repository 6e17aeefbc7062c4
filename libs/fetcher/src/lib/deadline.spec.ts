import { createDeadline } from './deadline';

describe('createDeadline', () => {
  afterEach(() => jest.useRealTimers());

  it('fires as timeout after timeoutMs', () => {
    jest.useFakeTimers();
    const deadline = createDeadline(1000);
    jest.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.firedKind()).toBe('timeout');
  });

  it('fires as aborted when the caller aborts, also if already aborted', () => {
    const external = new AbortController();
    const deadline = createDeadline(60_000, external.signal);
    external.abort();
    expect(deadline.firedKind()).toBe('aborted');
    deadline.dispose();
    expect(createDeadline(60_000, AbortSignal.abort()).firedKind()).toBe('aborted');
  });

  it('does not fire after dispose', () => {
    jest.useFakeTimers();
    const deadline = createDeadline(10);
    deadline.dispose();
    jest.advanceTimersByTime(100);
    expect(deadline.firedKind()).toBeUndefined();
  });
});
