import type { ProfileState, ScrapeOptions } from '@wsa/contracts';
import { renderPage, type BrowserPool, type RenderResult, type ScreenshotOptions } from '@wsa/browser';
import { checkUrlAllowed, isFetchError, type FetchError } from '@wsa/fetcher';
import { blockedTargetFailure, dnsFailure } from '../errors/map-engine-error';
import { mediaType } from './content-kind';
import type { ContentKind, EngineAttempt, FetchedPage } from './fetched-page';
import type { HttpEngineInput } from './http-engine';

/** The HTTP engine's input plus the browser pool to render in. */
export type ChromiumEngineInput = HttpEngineInput & {
  pool: BrowserPool;
  profile?: { state: ProfileState; capture: boolean };
  /** threat protection: throws (a ScrapeFailure) for a navigation that must not be followed */
  vetNavigation?: (url: string) => Promise<void>;
};

/**
 * Renders the page in Chromium. Every request the page makes is vetted with the fetcher's
 * address policy. Chromium only says "refused" for a vetted-out main document, so the gate
 * remembers why it refused: a name that does not resolve is a DNS failure, not a blocked target.
 */
export async function renderWithChromium(input: ChromiumEngineInput): Promise<FetchedPage> {
  const refusals: FetchError[] = [];
  const isRequestAllowed = async (url: string): Promise<boolean> => {
    try {
      await checkUrlAllowed(url, input.allowLocalTargets);
      return true;
    } catch (err) {
      if (isFetchError(err)) refusals.push(err);
      return false;
    }
  };
  // the first refused navigation (a redirect hop, a script or meta-refresh navigation) decides the answer
  let navigationRefusal: unknown;
  const vet = input.vetNavigation;
  const isNavigationAllowed = vet ? async (url: string): Promise<boolean> => {
    try {
      await vet(url);
      return true;
    } catch (err) {
      navigationRefusal ??= err;
      return false;
    }
  } : undefined;
  let res: RenderResult;
  try {
    res = await renderPage(input.pool, { ...renderRequest(input, isRequestAllowed), isNavigationAllowed });
  } catch (err) {
    throw navigationRefusal ?? refinedRefusal(err, refusals, input.url) ?? err;
  }
  // a page that tried to navigate to a refused host (after it loaded) is refused as a whole
  if (navigationRefusal) throw navigationRefusal;
  return toFetchedPage(res, input.attempt);
}

function renderRequest(input: ChromiumEngineInput, isRequestAllowed: (url: string) => Promise<boolean>) {
  const o = input.options;
  return {
    url: input.url,
    timeoutMs: Math.max(1, Math.floor(input.timeoutMs)),
    signal: input.signal,
    headers: o.headers,
    waitFor: o.waitFor,
    mobile: o.mobile,
    location: o.location,
    blockAds: o.blockAds,
    stealth: input.attempt.proxy === 'enhanced',
    proxyUrl: input.proxyUrl,
    skipTlsVerification: o.skipTlsVerification,
    screenshot: screenshotOptions(o),
    branding: o.formats.some((f) => f.type === 'branding'),
    actions: o.actions,
    isRequestAllowed,
    profile: input.profile,
  };
}

function screenshotOptions(o: ScrapeOptions): ScreenshotOptions | undefined {
  const format = o.formats.find((f) => f.type === 'screenshot');
  if (!format || format.type !== 'screenshot') return undefined;
  return { fullPage: format.fullPage, quality: format.quality, viewport: format.viewport };
}

function refinedRefusal(err: unknown, refusals: FetchError[], url: string): Error | undefined {
  if (!(err instanceof Error) || (err as { kind?: unknown }).kind !== 'blocked_address') return undefined;
  if (refusals.some((r) => r.kind === 'blocked_address')) return blockedTargetFailure(url);
  const dns = refusals.find((r) => r.kind === 'dns');
  return dns ? dnsFailure(dns.hostname ?? new URL(url).hostname) : undefined;
}

function toFetchedPage(res: RenderResult, attempt: EngineAttempt): FetchedPage {
  const kind = renderedKind(res.contentType);
  // Chromium wraps JSON and text documents in <pre>; take the text back out of the wrapper.
  const text = kind === 'html' ? res.html : preText(res.html);
  return {
    attempt, url: res.url, statusCode: res.statusCode, headers: res.headers, contentType: res.contentType,
    kind, body: Buffer.from(text, 'utf8'), text, screenshot: res.screenshot, branding: res.branding, actions: res.actions,
    ...(res.profileState ? { profileState: res.profileState } : {}),
  };
}

function renderedKind(contentType: string | undefined): ContentKind {
  const type = mediaType(contentType);
  if (/^(?:application|text)\/(?:[\w.+-]+\+)?json$/.test(type)) return 'json';
  if (type === 'text/plain') return 'text';
  return 'html';
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' };

function preText(html: string): string {
  const inner = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(html)?.[1] ?? '';
  return inner.replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);
}
