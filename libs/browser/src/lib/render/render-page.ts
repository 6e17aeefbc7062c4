import { cosmeticCssFor, loadAdblockEngine } from '../adblock/adblock-engine';
import { installStyleInPage, removeConsentOverlays } from '../adblock/consent-hiding';
import { runActions } from '../actions/run-actions';
import { readBranding } from '../branding/read-branding';
import { NetworkTracker } from '../network/network-tracker';
import { RequestGate } from '../network/request-gate';
import type { BrowserPool } from '../pool/browser-pool';
import type { PageLease } from '../pool/page-lease';
import { RenderError, errorMessage, isRenderError } from '../render-error';
import { applyProfile, captureProfile } from '../profile/browser-profile';
import { setupPage } from '../setup/page-setup';
import type { RenderRequest, RenderResult } from '../types';
import { JobGuard } from '../util/job-guard';
import { takeScreenshot } from './capture';
import { navigate } from './navigate';
import { pageHtml } from './page-html';

/**
 * Renders one URL in a fresh incognito context of the pool: setup, vetted navigation with smart wait,
 * actions, then HTML and screenshot. Never outlives `timeoutMs`; every failure is a RenderError.
 */
export async function renderPage(pool: BrowserPool, req: RenderRequest): Promise<RenderResult> {
  const started = Date.now();
  const guard = new JobGuard(req.timeoutMs, req.signal);
  let lease: PageLease | undefined;
  try {
    lease = await guard.race(pool.acquire({ signal: guard.signal, proxyUrl: req.proxyUrl }));
    return await guard.race(Promise.race([runJob(lease, req, guard, started), lease.broken]));
  } catch (err) {
    // A crash or the deadline is the root cause even when a CDP call failed first because of it.
    throw lease?.brokenError ?? (guard.signal.aborted ? (guard.signal.reason as RenderError) : toRenderError(err));
  } finally {
    guard.dispose();
    if (lease) await lease.release();
  }
}

async function runJob(lease: PageLease, req: RenderRequest, guard: JobGuard, started: number): Promise<RenderResult> {
  const { page } = lease;
  const adblock = req.blockAds ? await loadAdblockEngine() : null;
  await setupPage(lease, req);
  if (req.profile) await applyProfile(page, req.profile.state);
  const gate = new RequestGate(page, { isRequestAllowed: req.isRequestAllowed, isNavigationAllowed: req.isNavigationAllowed, blockedTypes: blockedTypesFor(req), adblock });
  await gate.install();
  const tracker = new NetworkTracker(page);
  const nav = await navigate(page, req.url, req.waitFor ?? 0, guard, gate, tracker);
  if (req.blockAds) {
    if (adblock) await page.evaluate(installStyleInPage, cosmeticCssFor(adblock, page.url()));
    await removeConsentOverlays(page);
  }
  const actions = req.actions?.length ? await runActions({ page, guard, tracker }, req.actions) : undefined;
  if (req.blockAds && actions) await removeConsentOverlays(page); // actions may have loaded new pages
  const html = await pageHtml(page);
  const screenshot = req.screenshot ? await takeScreenshot(page, { ...req.screenshot, viewport: undefined }) : undefined;
  // last: the probe focuses form fields to read their focus colour
  const branding = req.branding ? await readBranding(page) : undefined;
  const result: RenderResult = { url: page.url(), statusCode: nav.statusCode, headers: nav.headers, html, timings: { navMs: nav.navMs, totalMs: 0 } };
  if (nav.contentType) result.contentType = nav.contentType;
  if (screenshot) result.screenshot = screenshot;
  if (branding) result.branding = branding;
  if (actions) result.actions = actions;
  if (req.profile?.capture) result.profileState = await captureProfile(page, req.profile.state);
  result.timings.totalMs = Date.now() - started;
  return result;
}

/**
 * Requests that cannot change the HTML are skipped: media always; images and fonts only when nothing is
 * rendered to pixels (screenshot or pdf), where they matter. Branding keeps images (an <img> without
 * size attributes has no box, so no position, until it loads) but not fonts: computed font-family
 * values are the declared stacks whether the files load or not.
 */
export function blockedTypesFor(req: Pick<RenderRequest, 'screenshot' | 'actions' | 'branding'>): Set<string> {
  const pixels = req.screenshot !== undefined || (req.actions ?? []).some((a) => a.type === 'screenshot' || a.type === 'pdf');
  if (pixels) return new Set(['media', 'texttrack']);
  return new Set(req.branding ? ['media', 'texttrack', 'font'] : ['media', 'texttrack', 'image', 'font']);
}

function toRenderError(err: unknown): RenderError {
  if (isRenderError(err)) return err;
  return new RenderError('navigation', `Rendering failed: ${errorMessage(err)}`, { cause: err });
}
