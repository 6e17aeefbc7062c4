import type { ProfileState } from '@wsa/contracts';
import { applyProfile } from '../profile/browser-profile';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { runActions } from '../actions/run-actions';
import { NetworkTracker } from '../network/network-tracker';
import { RequestGate } from '../network/request-gate';
import { buildLaunchArgs, defaultHeadlessMode, resolveBrowserBinary } from '../pool/chromium-args';
import { PageLease } from '../pool/page-lease';
import { navigate } from '../render/navigate';
import { setupPage } from '../setup/page-setup';
import type { RenderRequest } from '../types';
import { JobGuard, withTimeout } from '../util/job-guard';
import { unprivilegedLauncher } from './unprivileged-launcher';

export type SessionBrowserOptions = {
  executablePath: string;
  /** the uid Chromium runs as (65534: nobody); null = the worker's own (when it is not root) */
  uid: number | null;
  /** V8 heap cap per renderer, MB: with one tab, this bounds most of the session's memory */
  jsHeapMb: number;
  /** the egress guard: every request of the session goes through the address policy */
  proxyUrl?: string;
};

export type SessionReplay = Pick<RenderRequest, 'url' | 'timeoutMs' | 'headers' | 'waitFor' | 'mobile' | 'location' | 'blockAds' | 'skipTlsVerification' | 'actions' | 'isRequestAllowed'> & {
  /** the scrape's persistent profile, loaded before the replay's navigation */
  profile?: ProfileState;
};

/** One session's own Chromium (one tab), reachable over CDP on 127.0.0.1:`port`. */
export type SessionBrowser = {
  page: Page;
  port: number;
  /** the DevTools browser path, e.g. /devtools/browser/<id> */
  cdpPath: string;
  pid: number | undefined;
  /** resolves when the browser exits for any reason */
  exited: Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts a browser for an interact session and replays the scrape in its single tab: the same page
 * setup (device, headers, location), request vetting, navigation with waitFor, and actions.
 */
export async function openSessionBrowser(opts: SessionBrowserOptions, replay: SessionReplay): Promise<SessionBrowser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'wsa-session-'));
  if (opts.uid !== null) await chown(userDataDir, opts.uid, opts.uid);
  const binary = resolveBrowserBinary(opts.executablePath);
  let browser: Browser | undefined;
  try {
    const extra = ['--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--js-flags=--max-old-space-size=${opts.jsHeapMb}`, '--renderer-process-limit=2'];
    if (opts.proxyUrl) extra.push('--proxy-bypass-list=<-loopback>');
    browser = await puppeteer.launch({
      executablePath: unprivilegedLauncher(opts.uid),
      env: { PATH: '/usr/bin:/bin', HOME: userDataDir, WSA_CHROMIUM: binary },
      headless: defaultHeadlessMode(opts.executablePath),
      args: buildLaunchArgs(userDataDir, opts.proxyUrl, extra),
      defaultViewport: null,
      protocolTimeout: 60_000,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const page = await singleTab(browser);
    await replayScrape(browser, page, replay);
    return describe(browser, page, userDataDir);
  } catch (err) {
    await closeBrowser(browser, userDataDir);
    throw err;
  }
}

async function singleTab(browser: Browser): Promise<Page> {
  const pages = await browser.pages();
  const page = pages[0] ?? (await browser.newPage());
  await Promise.all(pages.slice(1).map((p) => p.close()));
  return page;
}

/** A live tab is looked at (live view, screenshots): only media streams are skipped. */
const LIVE_BLOCKED_TYPES: ReadonlySet<string> = new Set(['media', 'texttrack']);

async function replayScrape(browser: Browser, page: Page, replay: SessionReplay): Promise<void> {
  const version = (await browser.version()).split('/')[1] ?? '';
  const lease = new PageLease(browser.defaultBrowserContext(), page, version, async () => undefined);
  const guard = new JobGuard(replay.timeoutMs);
  try {
    await guard.race(setupPage(lease, replay));
    if (replay.profile) await guard.race(applyProfile(page, replay.profile));
    const gate = new RequestGate(page, { isRequestAllowed: replay.isRequestAllowed, blockedTypes: LIVE_BLOCKED_TYPES, adblock: null });
    await guard.race(gate.install());
    const tracker = new NetworkTracker(page);
    await navigate(page, replay.url, replay.waitFor ?? 0, guard, gate, tracker);
    if (replay.actions?.length) await guard.race(runActions({ page, guard, tracker }, replay.actions));
  } finally {
    guard.dispose();
  }
}

function describe(browser: Browser, page: Page, userDataDir: string): SessionBrowser {
  const ws = new URL(browser.wsEndpoint());
  const exited = new Promise<void>((resolve) => browser.once('disconnected', () => resolve()));
  let closing: Promise<void> | undefined;
  return {
    page, port: Number(ws.port), cdpPath: ws.pathname, pid: browser.process()?.pid, exited,
    close: () => (closing ??= closeBrowser(browser, userDataDir)),
  };
}

async function closeBrowser(browser: Browser | undefined, userDataDir: string): Promise<void> {
  if (browser) {
    const closed = await withTimeout(browser.close().then(() => true), 5000, false);
    const pid = browser.process()?.pid;
    if (!closed && pid) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
}
