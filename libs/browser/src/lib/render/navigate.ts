import type { HTTPResponse, Page } from 'puppeteer-core';
import type { RequestGate } from '../network/request-gate';
import type { NetworkTracker } from '../network/network-tracker';
import { RenderError, errorMessage, isRenderError } from '../render-error';
import { type JobGuard, sleep } from '../util/job-guard';

/** Network must stay idle this long after DOMContentLoaded for the page to count as rendered. */
export const QUIET_IDLE_MS = 350;
/** Upper bound of the smart wait: long-polling or streaming pages never go idle. */
export const QUIET_CAP_MS = 5000;

export type NavigationOutcome = { statusCode: number; headers: Record<string, string>; contentType?: string; navMs: number };

/** Keeps the last main-frame document response that is not a redirect (covers client-side redirects too). */
function trackMainResponse(page: Page): () => HTTPResponse | undefined {
  let last: HTTPResponse | undefined;
  page.on('response', (res) => {
    const req = res.request();
    if (!req.isNavigationRequest() || res.frame() !== page.mainFrame()) return;
    if (res.status() >= 300 && res.status() < 400 && res.headers()['location']) return;
    last = res;
  });
  return () => last;
}

export async function navigate(page: Page, url: string, waitFor: number, guard: JobGuard, gate: RequestGate, tracker: NetworkTracker): Promise<NavigationOutcome> {
  const started = Date.now();
  const mainResponse = trackMainResponse(page);
  let gotoResponse: HTTPResponse | null = null;
  let parsed = true;
  try {
    gotoResponse = await guard.race(page.goto(url, { waitUntil: 'domcontentloaded', timeout: gotoTimeout(guard) }));
  } catch (err) {
    // A document that arrived but never finished parsing (a blocking script from a hung host) is still
    // worth returning as it is: only fail when the main response itself never came.
    if (!(err instanceof Error && err.name === 'TimeoutError' && mainResponse())) throw classifyNavigationError(err, url, gate);
    parsed = false;
  }
  const navMs = Date.now() - started;
  if (parsed) {
    // Leave a little budget for serialising the page: a smart wait must never turn success into a timeout.
    const cap = Math.min(QUIET_CAP_MS, Math.max(0, guard.remainingMs() - 1000));
    await guard.race(tracker.waitForQuiet(QUIET_IDLE_MS, cap, guard.signal));
    if (waitFor > 0) await guard.race(sleep(waitFor, guard.signal));
  }
  const res = mainResponse() ?? gotoResponse;
  const headers = res?.headers() ?? {};
  const outcome: NavigationOutcome = { statusCode: res?.status() ?? 200, headers, navMs };
  if (headers['content-type']) outcome.contentType = headers['content-type'];
  return outcome;
}

/** DOMContentLoaded may take most of the budget, but keeps a reserve (up to 3 s) to return a partial page. */
function gotoTimeout(guard: JobGuard): number {
  const remaining = guard.remainingMs();
  return Math.max(500, remaining - Math.min(3000, remaining / 4));
}

export function classifyNavigationError(err: unknown, url: string, gate: RequestGate): RenderError {
  if (isRenderError(err)) return err;
  const msg = errorMessage(err);
  if (gate.refusedMainDocument) {
    return new RenderError('blocked_address', `Refused to load ${gate.refusedMainDocument}: address is not allowed`, { cause: err });
  }
  if (/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/.test(msg)) {
    return new RenderError('dns', `DNS lookup failed for ${safeHost(url)}`, { cause: err });
  }
  if (err instanceof Error && err.name === 'TimeoutError') return new RenderError('timeout', `Navigation to ${url} timed out`, { cause: err });
  return new RenderError('navigation', `Navigation to ${url} failed: ${msg}`, { cause: err });
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
