import type { PageMetadata } from '../content.types';
import { parseDocument } from '../dom/parse-document';
import { resolveUrl } from '../dom/url.util';
import { MULTI_VALUE_KEYS, camelMetaKey } from './meta-key.util';

/** Plain meta names that become first-class fields. */
const PLAIN_FIELDS: Record<string, keyof PageMetadata> = {
  description: 'description',
  keywords: 'keywords',
  robots: 'robots',
};

const URL_FIELDS = new Set(['ogImage', 'ogUrl', 'twitterImage', 'ogImageUrl', 'ogImageSecureUrl']);

/**
 * Page metadata: title, description, language, keywords, robots, favicon (absolute), and every
 * `<meta>` tag both under its original name and, for og:/twitter:/dc./dcterms./article: names,
 * under the reference's camelCase key (see PageMetadata).
 */
export function extractMetadata(docOrHtml: Document | string, url: string): PageMetadata {
  const { doc, baseUrl } = typeof docOrHtml === 'string' ? parseDocument(docOrHtml, url) : { doc: docOrHtml, baseUrl: docBase(docOrHtml, url) };
  const meta: PageMetadata = {};
  for (const el of Array.from(doc.querySelectorAll('meta[content]'))) {
    const name = el.getAttribute('name') ?? el.getAttribute('property') ?? el.getAttribute('itemprop');
    const content = el.getAttribute('content')?.trim();
    if (!name || content === undefined || content === '') continue;
    addValue(meta, name, content, true);
    const key = camelMetaKey(name) ?? PLAIN_FIELDS[name.toLowerCase()];
    if (key !== undefined && key !== name) {
      const value = URL_FIELDS.has(String(key)) ? (resolveUrl(content, baseUrl) ?? content) : content;
      addValue(meta, String(key), value, MULTI_VALUE_KEYS.has(String(key)));
    }
  }
  const title = doc.querySelector('title')?.textContent?.replace(/\s+/g, ' ').trim();
  meta.title = title || firstString(meta.ogTitle);
  const lang = doc.documentElement.getAttribute('lang') ?? httpEquiv(doc, 'content-language');
  if (lang) meta.language = lang.trim();
  const favicon = faviconHref(doc);
  if (favicon) meta.favicon = resolveUrl(favicon, baseUrl);
  for (const key of Object.keys(meta)) if (meta[key] === undefined) delete meta[key];
  return meta;
}

function addValue(meta: PageMetadata, key: string, value: string, multi: boolean): void {
  const existing = meta[key];
  if (existing === undefined) meta[key] = multi && MULTI_VALUE_KEYS.has(key) ? [value] : value;
  else if (!multi) return;
  else if (Array.isArray(existing)) {
    if (!existing.includes(value)) existing.push(value);
  } else if (existing !== value) meta[key] = [existing, value];
}

function firstString(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function faviconHref(doc: Document): string | undefined {
  const links = Array.from(doc.querySelectorAll('link[rel][href]'));
  const rel = (el: Element) => ` ${(el.getAttribute('rel') ?? '').toLowerCase()} `;
  const icon = links.find((el) => rel(el).includes(' icon ')) ?? links.find((el) => rel(el).includes('icon'));
  return icon?.getAttribute('href') ?? undefined;
}

function httpEquiv(doc: Document, name: string): string | undefined {
  const el = Array.from(doc.querySelectorAll('meta[http-equiv]')).find((m) => m.getAttribute('http-equiv')?.toLowerCase() === name);
  return el?.getAttribute('content') ?? undefined;
}

function docBase(doc: Document, url: string): string {
  return resolveUrl(doc.querySelector('base[href]')?.getAttribute('href'), url) ?? url;
}
