import { parseHTML } from 'linkedom';
import type { Candidate } from '../lib/candidate.util';

export type DuckduckgoHtmlPage =
  | { status: 'results'; candidates: Candidate[]; nextOffset?: number }
  | { status: 'no_results' }
  | { status: 'rate_limited' };

/**
 * One page of html.duckduckgo.com/html/ (the no-JavaScript results page): organic results
 * (`.result` without `.result--ad`), their titles, target URLs (unwrapped from the
 * `/l/?uddg=` redirect) and snippets, and the offset of the next page from its "Next" form.
 * The anomaly (bot check) page is a rate limit.
 */
export function parseDuckduckgoHtml(html: string): DuckduckgoHtmlPage {
  if (/anomaly-modal|anomaly\.js|bots use DuckDuckGo too/i.test(html)) return { status: 'rate_limited' };
  const { document } = parseHTML(html);
  const candidates: Candidate[] = [];
  for (const el of Array.from(document.querySelectorAll('.result'))) {
    if (el.classList.contains('result--ad') || el.querySelector('.badge--ad')) continue;
    const link = el.querySelector('a.result__a');
    const url = link ? resultUrl(link.getAttribute('href') ?? '') : undefined;
    if (!link || !url) continue;
    const snippet = el.querySelector('.result__snippet');
    candidates.push({ url, title: clean(link.textContent), content: clean(snippet?.textContent), pdfHint: /\[PDF\]/.test(el.textContent ?? '') || undefined });
  }
  if (candidates.length === 0) return document.querySelector('.no-results') || /No\s+results\./i.test(html) ? { status: 'no_results' } : { status: 'results', candidates };
  return { status: 'results', candidates, nextOffset: nextOffset(document) };
}

/** Result links point at DuckDuckGo's redirect (`//duckduckgo.com/l/?uddg=<target>&rut=...`). */
export function resultUrl(href: string): string | undefined {
  try {
    const u = new URL(href, 'https://duckduckgo.com/');
    const target = u.pathname === '/l/' ? u.searchParams.get('uddg') : u.toString();
    if (!target) return undefined;
    const out = new URL(target);
    return out.protocol === 'http:' || out.protocol === 'https:' ? out.toString() : undefined;
  } catch {
    return undefined;
  }
}

function nextOffset(document: Document): number | undefined {
  for (const form of Array.from(document.querySelectorAll('form'))) {
    const s = form.querySelector('input[name="s"]');
    const submit = form.querySelector('input[type="submit"]');
    if (!s || (submit && !/next/i.test(submit.getAttribute('value') ?? ''))) continue;
    const n = Number(s.getAttribute('value'));
    if (Number.isFinite(n) && n > 0) return n;
  }
  return undefined;
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
