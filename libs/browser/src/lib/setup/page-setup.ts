import type { CDPSession, Page } from 'puppeteer-core';
import { CONSENT_CSS, installStyleInPage } from '../adblock/consent-hiding';
import { resolveLocation } from '../location/resolve-location';
import type { PageLease } from '../pool/page-lease';
import type { RenderRequest, Viewport } from '../types';
import { applyStealthInPage } from './stealth.script';
import { buildUserAgent } from './user-agent';

export const DESKTOP_VIEWPORT: Viewport = { width: 1920, height: 1080 };
export const MOBILE_VIEWPORT: Viewport = { width: 390, height: 844 };

/** Headers Chromium manages itself; forwarding them would corrupt requests. */
const UNFORWARDABLE = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'upgrade']);

type SetupRequest = Pick<RenderRequest, 'url' | 'headers' | 'mobile' | 'location' | 'blockAds' | 'stealth' | 'screenshot' | 'skipTlsVerification'>;

/** Everything that must be in place before the first request: device, identity, locale, page hygiene. */
export async function setupPage(lease: PageLease, req: SetupRequest): Promise<void> {
  const { page } = lease;
  const cdp = await page.createCDPSession();
  const headers = splitHeaders(req.headers);
  const location = req.location ? resolveLocation(req.location) : undefined;
  const acceptLanguage = location?.languages.join(',');
  await Promise.all([
    applyViewport(page, req),
    cdp.send('Network.setUserAgentOverride', buildUserAgent(lease.browserVersion, req.mobile === true, acceptLanguage, headers.userAgent)),
    page.setExtraHTTPHeaders(headers.extra),
    // Service workers would serve requests the interception below never sees.
    page.setBypassServiceWorker(true),
    // per page, not per browser: other jobs sharing the browser keep certificate checks
    req.skipTlsVerification ? cdp.send('Security.setIgnoreCertificateErrors', { ignore: true }) : undefined,
    location ? applyLocation(lease, cdp, req.url, location) : undefined,
    req.stealth ? page.evaluateOnNewDocument(applyStealthInPage) : undefined,
    req.blockAds ? page.evaluateOnNewDocument(installStyleInPage, CONSENT_CSS) : undefined,
    // Popups escape the request vetting of this page: refuse window.open.
    page.evaluateOnNewDocument(() => {
      window.open = () => null;
    }),
  ]);
  // alert()/confirm()/beforeunload would block the page forever.
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
  closePopups(lease);
}

async function applyViewport(page: Page, req: SetupRequest): Promise<void> {
  const size = req.screenshot?.viewport ?? (req.mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT);
  await page.setViewport(req.mobile ? { ...size, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { ...size, deviceScaleFactor: 1 });
}

async function applyLocation(lease: PageLease, cdp: CDPSession, url: string, loc: ReturnType<typeof resolveLocation>): Promise<void> {
  await Promise.all([
    lease.page.emulateTimezone(loc.timezone),
    // An unusual language tag ICU rejects must not fail the scrape: Accept-Language still carries it.
    cdp.send('Emulation.setLocaleOverride', { locale: loc.languages[0] }).catch(() => undefined),
    lease.page.setGeolocation({ latitude: loc.latitude, longitude: loc.longitude, accuracy: 50 }),
    lease.context.overridePermissions(new URL(url).origin, ['geolocation']),
  ]);
}

function splitHeaders(headers: Record<string, string> | undefined): { extra: Record<string, string>; userAgent?: string } {
  const extra: Record<string, string> = {};
  let userAgent: string | undefined;
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'user-agent') userAgent = value;
    else if (!UNFORWARDABLE.has(lower)) extra[lower] = String(value);
  }
  return userAgent === undefined ? { extra } : { extra, userAgent };
}

/** target=_blank clicks and the like open pages without request vetting: close them at once. */
function closePopups(lease: PageLease): void {
  lease.context.on('targetcreated', (target) => {
    if (target.type() !== 'page') return;
    void target.page().then((p) => (p && p !== lease.page ? p.close() : undefined)).catch(() => undefined);
  });
}
