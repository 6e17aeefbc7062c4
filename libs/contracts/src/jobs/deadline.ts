/**
 * A request's deadline, computed in one place: the moment its answer stops being useful, from
 * its `timeout`, optionally capped by an outer deadline (a search's result scrapes end with it).
 */
export function requestDeadline(timeoutMs: number, opts: { now?: number; notAfter?: number } = {}): number {
  const own = (opts.now ?? Date.now()) + timeoutMs;
  return opts.notAfter === undefined ? own : Math.min(own, opts.notAfter);
}

/** Milliseconds left until a deadline (never negative). */
export function msUntil(deadlineAt: number, now = Date.now()): number {
  return Math.max(0, deadlineAt - now);
}
