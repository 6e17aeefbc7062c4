import type { Page } from 'puppeteer-core';

/** Containers of the common consent-management platforms (EasyList has no cookie-notice list). */
export const CONSENT_SELECTORS: readonly string[] = [
  '#onetrust-consent-sdk', '#onetrust-banner-sdk', '.onetrust-pc-dark-filter', // OneTrust
  '#CybotCookiebotDialog', '#CybotCookiebotDialogBodyUnderlay', '#cookiebanner', // Cookiebot
  '#didomi-host', '.didomi-popup-open .didomi-popup-backdrop', // Didomi
  '.qc-cmp2-container', '#qc-cmp2-container', '#qcCmpUi', // Quantcast Choice
  '#truste-consent-track', '.truste_overlay', '.truste_box_overlay', '#consent_blackbar', // TrustArc
  '#usercentrics-root', '#usercentrics-cmp-ui', // Usercentrics
  'div[id^="sp_message_container_"]', '.sp_veil', // Sourcepoint
  '#cmpbox', '#cmpbox2', '.cmpboxBG', // consentmanager.net
  '.fc-consent-root', // Google Funding Choices
  '#iubenda-cs-banner', '.iubenda-cs-container', // iubenda
  '.osano-cm-window', '#termly-code-snippet-support', '.cky-consent-container', '.cky-overlay', '#cookie-law-info-bar', '.cc-window', '.cc-banner', '#klaro', '.klaro',
];

export const CONSENT_CSS = `${CONSENT_SELECTORS.join(',\n')} { display: none !important; visibility: hidden !important; }`;

/**
 * Runs in the page: removes the consent containers and generic fixed/sticky overlays whose id or class
 * mentions cookies or consent, then undoes the scroll lock these banners put on <html>/<body>.
 * Removing (not only hiding) keeps banner text out of the HTML the content pipeline converts.
 */
export function removeConsentOverlaysInPage(selectors: readonly string[]): number {
  let removed = 0;
  const drop = (el: Element): void => {
    el.remove();
    removed++;
  };
  for (const sel of selectors) document.querySelectorAll(sel).forEach(drop);
  const pattern = /cookie|consent|gdpr|cmp-|privacy-banner/i;
  document.querySelectorAll('[id*="cookie" i],[class*="cookie" i],[id*="consent" i],[class*="consent" i],[id*="gdpr" i],[class*="gdpr" i]').forEach((el) => {
    if (!el.isConnected || el === document.body || el === document.documentElement) return;
    const style = getComputedStyle(el);
    const floating = style.position === 'fixed' || style.position === 'sticky';
    const label = `${el.id} ${typeof el.className === 'string' ? el.className : ''}`;
    if (floating && pattern.test(label)) drop(el);
  });
  for (const root of [document.documentElement, document.body]) {
    if (!root) continue;
    if (getComputedStyle(root).overflow === 'hidden') root.style.setProperty('overflow', 'auto', 'important');
  }
  return removed;
}

export async function removeConsentOverlays(page: Page): Promise<void> {
  await page.evaluate(removeConsentOverlaysInPage, CONSENT_SELECTORS);
}

/** Injects a stylesheet as soon as the document exists so banners never paint (or intercept clicks). */
export function installStyleInPage(css: string): void {
  const add = (): void => {
    const style = document.createElement('style');
    style.setAttribute('data-wsa', 'hide');
    style.textContent = css;
    (document.head || document.documentElement).appendChild(style);
  };
  if (document.documentElement) add();
  else document.addEventListener('readystatechange', add, { once: true });
}
