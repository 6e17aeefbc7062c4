import { QueueFullError, SerialQueue } from './serial-queue';

const tick = () => new Promise((r) => setImmediate(r));

describe('SerialQueue', () => {
  it('runs one job at a time, in arrival order', async () => {
    const q = new SerialQueue(10);
    const log: string[] = [];
    const job = (name: string) => async () => { log.push(`start ${name}`); await tick(); log.push(`end ${name}`); return name; };
    const signal = new AbortController().signal;
    const results = await Promise.all(['a', 'b', 'c'].map((n) => q.run(signal, job(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(q.depth).toBe(0);
  });

  it('refuses past maxWaiting, and a waiting job whose signal aborts leaves the line unrun', async () => {
    const q = new SerialQueue(1);
    let release!: () => void;
    const running = q.run(new AbortController().signal, () => new Promise<void>((r) => (release = r)));
    const gone = new AbortController();
    let ran = false;
    const waiting = q.run(gone.signal, async () => { ran = true; });
    await expect(q.run(new AbortController().signal, async () => 1)).rejects.toBeInstanceOf(QueueFullError);
    gone.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(q.depth).toBe(1);
    release();
    await running;
    expect(ran).toBe(false);
    await expect(q.run(new AbortController().signal, async () => 'next')).resolves.toBe('next');
  });

  it('hands the slot on when a job fails', async () => {
    const q = new SerialQueue(5);
    const s = new AbortController().signal;
    const failing = q.run(s, async () => { throw new Error('boom'); });
    const after = q.run(s, async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(after).resolves.toBe('ok');
  });
});
