import type { BlockPageVerdict } from '../content.types';
import { titleText, visibleText } from './visible-text.util';

/** Interstitials are short; a page with more text than this is content that merely mentions a vendor. */
const INTERSTITIAL_TEXT_LIMIT = 1500;

/** A page this short is an interstitial whatever its status or wording. */
const NEARLY_EMPTY_TEXT = 200;
const BLOCK_STATUSES = new Set([401, 403, 405, 429, 503]);
const CHALLENGE_WORDING =
  /access (?:to this page )?(?:has been )?denied|press (?:&|and) hold|verify (?:you are|that you are|you're) (?:a )?human|are you a (?:robot|human)|security check|unusual (?:traffic|activity)|request (?:unsuccessful|blocked)|incident id|checking your browser|pardon (?:our|the) interruption|enable (?:js|javascript) and disable any ad ?blocker|human verification/i;

type Signature = { reason: string; test: (page: PageView) => boolean };
type PageView = { html: string; title: string; text: string; status: number; short: boolean };

const SIGNATURES: Signature[] = [
  {
    reason: 'cloudflare-challenge',
    test: (p) =>
      /^just a moment\.*$/i.test(p.title) ||
      // Cloudflare injects challenge-platform scripts into normal pages too, hence the length guard.
      (p.short && /cdn-cgi\/challenge-platform|window\._cf_chl_opt|id=["']challenge-(?:form|running|stage)["']|cf-browser-verification/i.test(p.html)),
  },
  {
    reason: 'cloudflare-block',
    test: (p) => /attention required!? \| cloudflare/i.test(p.title) || (/cf-error-details|cf-wrapper/i.test(p.html) && /you have been blocked|access denied|error 10\d\d/i.test(p.text)),
  },
  // Bot-management vendors put their sensor script (window._pxAppId, window.ddjskey,
  // _Incapsula_Resource) on ordinary pages too: their markup counts only with a block signal.
  { reason: 'perimeterx', test: (p) => p.short && /_pxCaptcha|id=["']px-captcha|captcha\.px-cdn\.net|window\._pxAppId/i.test(p.html) && blockSignal(p) },
  { reason: 'datadome', test: (p) => p.short && /captcha-delivery\.com|geo\.captcha-delivery|window\.ddjskey|dd\.datadome/i.test(p.html) && blockSignal(p) },
  { reason: 'imperva', test: (p) => p.short && /_Incapsula_Resource|Incapsula incident ID|incident_id/i.test(p.html) && blockSignal(p) },
  {
    reason: 'akamai',
    test: (p) => /^access denied$/i.test(p.title) && /you don'?t have permission to access|reference #\s?[\d.a-f]+/i.test(p.text),
  },
  { reason: 'aws-waf', test: (p) => p.short && /awsWafCookieDomainList|gokuProps|aws-waf-token|\/challenge\.js["'][^>]*awswaf/i.test(p.html) && blockSignal(p) },
  {
    reason: 'captcha',
    test: (p) =>
      p.short &&
      /class=["'][^"']*\b(?:g-recaptcha|h-captcha|cf-turnstile)\b|recaptcha\/api\.js|hcaptcha\.com\/1\/api\.js|challenges\.cloudflare\.com\/turnstile/i.test(p.html) &&
      /verify (?:you are|that you are|you're) (?:a )?human|are you a (?:robot|human)|security check|(?:complete|solve) the (?:captcha|challenge|puzzle)|unusual traffic|confirm you are (?:a )?human|prove you'?re human/i.test(`${p.title} ${p.text}`),
  },
  {
    reason: 'access-denied',
    test: (p) =>
      p.short &&
      (p.status === 403 || p.status === 429 || p.status === 503) &&
      /access denied|forbidden|request blocked|you have been blocked|too many requests|rate limit|unusual traffic|bot detected|not authorized/i.test(`${p.title} ${p.text}`),
  },
];

/** What a block page is, beyond a vendor's markup: a block status, challenge wording, or next to no content. */
function blockSignal(p: PageView): boolean {
  return BLOCK_STATUSES.has(p.status) || p.text.length < NEARLY_EMPTY_TEXT || CHALLENGE_WORDING.test(`${p.title} ${p.text}`);
}

/**
 * Recognises anti-bot interstitials and block pages (Cloudflare, Akamai, PerimeterX, DataDome,
 * Imperva, AWS WAF, captcha walls). Vendor markup alone is not enough where vendors also serve
 * normal pages: those signatures additionally require a short page and a block signal (a block
 * status, challenge wording, or next to no text), so an article that talks about captchas, a
 * page with a login reCAPTCHA, or a listing that merely loads a bot-management sensor is not
 * flagged.
 */
export function detectBlockPage(html: string, statusCode: number): BlockPageVerdict {
  const text = visibleText(html);
  const page: PageView = { html, title: titleText(html), text, status: statusCode, short: text.length < INTERSTITIAL_TEXT_LIMIT };
  for (const signature of SIGNATURES) {
    if (signature.test(page)) return { blocked: true, reason: signature.reason, visibleTextLength: text.length };
  }
  return { blocked: false, visibleTextLength: text.length };
}
