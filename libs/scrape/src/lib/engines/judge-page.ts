import { detectBlockPage, needsJavaScript } from '@wsa/content';
import type { AttemptVerdict } from './engine-plan';
import type { FetchedPage } from './fetched-page';

const DENIED_STATUSES = new Set([401, 403, 429]);

/** Verdict on a page an engine returned; `reason` names the block vendor when one was recognised. */
export function judgePage(page: FetchedPage): { verdict: AttemptVerdict; reason?: string } {
  const html = page.kind === 'html' ? (page.text ?? '') : '';
  let visibleTextLength: number | undefined;
  if (html !== '') {
    const block = detectBlockPage(html, page.statusCode);
    if (block.blocked) return { verdict: 'blocked', reason: block.reason };
    visibleTextLength = block.visibleTextLength; // one regex pass over the page serves both checks
  }
  if (DENIED_STATUSES.has(page.statusCode)) return { verdict: 'denied' };
  // Only the HTTP engine's answer can be an unrendered shell; Chromium's already ran the scripts.
  if (page.attempt.engine === 'http' && page.kind === 'html' && needsJavaScript(html, visibleTextLength)) return { verdict: 'needs-js' };
  return { verdict: 'ok' };
}
