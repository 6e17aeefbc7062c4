import type { Page } from 'puppeteer-core';
import type { NetworkTracker } from '../network/network-tracker';
import type { CapturedActions } from '../types';
import type { JobGuard } from '../util/job-guard';

export type ActionContext = { page: Page; guard: JobGuard; tracker: NetworkTracker; results: CapturedActions };

/** Thrown by an action handler for a user-facing reason; runActions prefixes the index and type. */
export class ActionFailure extends Error {}

/** After an interaction, give the page's reaction (XHR, lazy loading, navigation) a moment to land. */
export async function settle(ctx: ActionContext, capMs = 2000): Promise<void> {
  const cap = Math.min(capMs, Math.max(0, ctx.guard.remainingMs() - 1000));
  await ctx.tracker.waitForQuiet(250, cap, ctx.guard.signal);
}
