import { Worker } from 'node:worker_threads';
import type { ContentOptions, ContentResult, ContentWants } from '../content.types';

export type TransformHtmlAsync = (html: string, opts: ContentOptions, wants: ContentWants) => Promise<ContentResult>;

export type TransformThreads = {
  transform: TransformHtmlAsync;
  /** starts one thread if none runs, so a first page after idle does not wait for its start-up */
  warm(): void;
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
    const i = chooseSlot(slots);
    return slots[i] ?? spawn(i);
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
    warm() {
      if (closed || slots.some(Boolean)) return;
      armIdle(0, spawn(0));
    },
    running: () => slots.filter(Boolean).length,
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s?.worker.terminate()));
    },
  };
}

/** An idle running thread first, then a slot with no thread yet, then the least busy thread. */
function chooseSlot(slots: readonly (Slot | undefined)[]): number {
  const idle = slots.findIndex((s) => s !== undefined && s.pending.size === 0);
  if (idle >= 0) return idle;
  const free = slots.findIndex((s) => s === undefined);
  if (free >= 0) return free;
  return slots.reduce((best, s, i) => (s!.pending.size < slots[best]!.pending.size ? i : best), 0);
}
