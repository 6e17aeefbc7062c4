import { Worker } from 'node:worker_threads';
import type { ContentOptions, ContentResult, ContentWants } from '../content.types';

export type TransformHtmlAsync = (html: string, opts: ContentOptions, wants: ContentWants) => Promise<ContentResult>;

export type TransformThreads = {
  transform: TransformHtmlAsync;
  /** threads running now (they start on demand and end after an idle period) */
  running(): number;
  close(): Promise<void>;
};

export type TransformThreadsOptions = {
  /** how many threads at most (one per core is the point: content extraction is CPU-bound) */
  size: number;
  /** the thread's script: a bundle that calls serveTransformThread() */
  filename: string;
  /** a thread with nothing to do for this long ends, so an idle worker holds no extra heap */
  idleMs: number;
};

type Pending = { resolve(r: ContentResult): void; reject(e: Error): void };
type Slot = { worker: Worker; pending: Map<number, Pending>; idleTimer?: NodeJS.Timeout };

/**
 * transformHtml on worker threads: one scrape worker process then uses every core for the
 * CPU-bound part of a scrape (parse, main content, markdown), with one Prisma client, one queue
 * connection and one browser instead of one each per process (issue 9, memory). A page goes to the
 * least busy thread; a thread that dies fails only its own pages and is replaced on the next page.
 */
export function startTransformThreads(opts: TransformThreadsOptions): TransformThreads {
  const slots: (Slot | undefined)[] = Array.from({ length: Math.max(1, opts.size) }, () => undefined);
  let nextId = 1;
  let closed = false;

  const spawn = (index: number): Slot => {
    const worker = new Worker(opts.filename);
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (m: { id: number; result?: ContentResult; error?: string }) => {
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.result as ContentResult);
      armIdle(index, slot);
    });
    const fail = (err: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    };
    worker.on('error', (err) => fail(err));
    worker.on('exit', (code) => fail(new Error(`content thread exited (code ${code})`)));
    // an idle worker process should be able to exit without waiting for a thread
    worker.unref();
    slots[index] = slot;
    return slot;
  };

  const armIdle = (index: number, slot: Slot) => {
    clearTimeout(slot.idleTimer);
    if (slot.pending.size > 0) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.pending.size > 0 || slots[index] !== slot) return;
      slots[index] = undefined;
      void slot.worker.terminate();
    }, opts.idleMs);
    slot.idleTimer.unref();
  };

  const pick = (): Slot => {
    // an idle running thread first, then a thread not started yet, then the least busy one
    let best = -1;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (s && s.pending.size === 0) return s;
      if (!s && best < 0) best = i;
    }
    if (best >= 0) return spawn(best);
    return slots.reduce((a, b) => (a!.pending.size <= b!.pending.size ? a : b))!;
  };

  return {
    transform(html, contentOpts, wants) {
      if (closed) return Promise.reject(new Error('content threads are closed'));
      const slot = pick();
      clearTimeout(slot.idleTimer);
      const id = nextId++;
      return new Promise<ContentResult>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, html, opts: contentOpts, wants });
      });
    },
    running: () => slots.filter(Boolean).length,
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s?.worker.terminate()));
    },
  };
}
