import { readFileSync } from 'fs';
import { join } from 'path';
import { gunzipSync } from 'zlib';
import { detectBlockPage } from './block-page.detector';

const longArticle = (extra: string) =>
  `<html><head><title>How CAPTCHAs work</title><script src="https://www.google.com/recaptcha/api.js"></script></head><body><article>${'<p>Captchas ask you to verify you are human; Cloudflare and Akamai sell bot protection, and this long article explains how they work in detail.</p>'.repeat(20)}${extra}</article></body></html>`;

describe('detectBlockPage', () => {
  it('detects the Cloudflare "Just a moment..." challenge', () => {
    const html = '<html><head><title>Just a moment...</title></head><body><div id="challenge-running">Checking your browser</div><script>window._cf_chl_opt={}</script></body></html>';
    expect(detectBlockPage(html, 403)).toMatchObject({ blocked: true, reason: 'cloudflare-challenge' });
  });

  it('detects the Cloudflare "Attention Required" block page', () => {
    const html = '<html><head><title>Attention Required! | Cloudflare</title></head><body><div id="cf-error-details"><h1>Sorry, you have been blocked</h1></div></body></html>';
    expect(detectBlockPage(html, 403)).toMatchObject({ blocked: true, reason: 'cloudflare-block' });
  });

  it('detects an Akamai "Access Denied" page', () => {
    const html = '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don\'t have permission to access "http://shop.test/" on this server.<P>Reference #18.5a3e1002.1700000000.1f2e</BODY></HTML>';
    expect(detectBlockPage(html, 403)).toMatchObject({ blocked: true, reason: 'akamai' });
  });

  it('detects PerimeterX and DataDome interstitials', () => {
    expect(detectBlockPage('<html><head><title>Access to this page has been denied</title></head><body><div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p><script>window._pxAppId="PX1"</script></body></html>', 403).reason).toBe('perimeterx');
    expect(detectBlockPage('<html><body><script src="https://ct.captcha-delivery.com/c.js"></script><p>Please enable JS and disable any ad blocker</p></body></html>', 403).reason).toBe('datadome');
  });

  it('detects a captcha wall (hCaptcha / Turnstile / reCAPTCHA) page', () => {
    const html = '<html><head><title>Security check</title></head><body><h1>Please verify you are human</h1><div class="h-captcha" data-sitekey="x"></div></body></html>';
    expect(detectBlockPage(html, 200)).toMatchObject({ blocked: true, reason: 'captcha' });
  });

  it('detects a generic 429/403 block page', () => {
    expect(detectBlockPage('<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>', 429)).toMatchObject({ blocked: true, reason: 'access-denied' });
  });

  it('does not flag an article about captchas, even with a reCAPTCHA script on it', () => {
    expect(detectBlockPage(longArticle('<div class="g-recaptcha"></div>'), 200)).toMatchObject({ blocked: false });
  });

  it('does not flag a normal page with Cloudflare JS-detection script, or a login form with reCAPTCHA', () => {
    const cf = `<html><head><title>Shop</title></head><body><p>${'Product text. '.repeat(200)}</p><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></body></html>`;
    expect(detectBlockPage(cf, 200).blocked).toBe(false);
    const login = '<html><head><title>Sign in</title></head><body><form><input name="user"><div class="g-recaptcha"></div><p>This site is protected by reCAPTCHA.</p></form></body></html>';
    expect(detectBlockPage(login, 200).blocked).toBe(false);
  });

  it('does not flag a short 404 page', () => {
    expect(detectBlockPage('<html><head><title>Not found</title></head><body>Page not found</body></html>', 404).blocked).toBe(false);
  });
});

describe('detectBlockPage text length', () => {
  it('reports the visible text length it measured, for needsJavaScript to reuse', () => {
    expect(detectBlockPage('<html><head><title>T</title><script>var x = 1;</script></head><body><p>Hello   there</p></body></html>', 200).visibleTextLength).toBe('Hello there'.length);
  });

  it('does not flag a short listing that loads a bot-management sensor (PerimeterX, DataDome, Imperva) and has real content', () => {
    const tiles = Array.from({ length: 12 }, (_, i) => `<li class="tile"><a href="/p/${i}">Stainless steel kettle model ${i}</a><span class="price">$${19 + i}.99</span></li>`).join('');
    const listing = (sensor: string) =>
      `<html><head><title>Kettles - Shop</title><style>#px-captcha-modal{z-index:9999}</style>${sensor}</head><body><h1>Kettles</h1><ul>${tiles}</ul></body></html>`;
    const px = listing(`<script>window._pxAppId='PXsLC3j22K'</script><script src="/px/PXsLC3j22K/init.js" async></script>`);
    const dd = listing(`<script>window.ddjskey='ABC123';window.ddoptions={}</script><script src="https://js.datadome.co/tags.js" async></script>`);
    const inc = listing(`<script src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script>`);
    for (const html of [px, dd, inc]) expect(detectBlockPage(html, 200)).toMatchObject({ blocked: false });
    // the same sensor on an actual challenge still is a block page
    expect(detectBlockPage(listing(`<script>window._pxAppId='PX1'</script>`).replace('<ul>', '<div id="px-captcha"></div><ul>'), 403).reason).toBe('perimeterx');
  });

  it('does not flag real pages (WCXB sample, CC-BY-4.0) that carry PerimeterX markup next to their content', () => {
    const dir = join(__dirname, '../../../../../shared/datasets/wcxb-dev-sample/html');
    for (const id of ['0391', '0653', '0767']) {
      const html = gunzipSync(readFileSync(join(dir, `${id}.html.gz`))).toString('utf8');
      expect(html).toMatch(/_pxAppId|px-captcha/);
      expect(detectBlockPage(html, 200)).toMatchObject({ blocked: false });
    }
  });
});
