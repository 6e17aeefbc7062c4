import type { HTTPRequest, Page } from 'puppeteer-core';
import { sleep } from '../util/job-guard';

/** Streams that never finish by design; counting them would make "network quiet" unreachable. */
const IGNORED_TYPES = new Set(['eventsource', 'websocket', 'manifest', 'ping']);

/** Counts in-flight requests of a page so "smart wait" can wait for the network to go quiet. */
export class NetworkTracker {
  private readonly inflight = new Set<HTTPRequest>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (req) => {
      if (IGNORED_TYPES.has(req.resourceType())) return;
      this.inflight.add(req);
      this.lastChange = Date.now();
    });
    const done = (req: HTTPRequest): void => {
      if (this.inflight.delete(req)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get inflightCount(): number {
    return this.inflight.size;
  }

  /**
   * Resolves once no request has been in flight for `idleMs`, or after `capMs` at most (long-polling
   * pages never go quiet). Returns whether quiet was reached.
   */
  async waitForQuiet(idleMs: number, capMs: number, signal?: AbortSignal): Promise<boolean> {
    const until = Date.now() + capMs;
    while (!signal?.aborted) {
      const now = Date.now();
      if (this.inflight.size === 0 && now - this.lastChange >= idleMs) return true;
      if (now >= until) return false;
      const quietAt = this.inflight.size === 0 ? this.lastChange + idleMs : now + 50;
      await sleep(Math.max(10, Math.min(quietAt, until) - now), signal);
    }
    return false;
  }
}
