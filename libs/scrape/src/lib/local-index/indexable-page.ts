import { transformHtml, type PageMetadata } from '@wsa/content';
import { indexedPageKey, type IndexedPageInput } from '@wsa/db';
import { pageCountry, selfHreflang } from './page-country';

const MAX_BODY_CHARS = 200_000;
const MAX_IMAGES = 50;

/**
 * The local-index record of a scraped HTML page: the main content (the same extraction as
 * `onlyMainContent` markdown) reduced to plain text, its headings, its images with alt text (size
 * from the img tag's width/height when given), and the page's declared title, description,
 * language, country (pageCountry) and publish date. An article is a page that says so (og:type, JSON-LD) or carries a
 * publish date in its metadata.
 */
export function buildIndexablePage(html: string, pageUrl: string, scrapedAt: Date): IndexedPageInput | null {
  const url = indexedPageKey(pageUrl);
  if (!url) return null;
  const { markdown = '', metadata } = transformHtml(html, { url: pageUrl, onlyMainContent: true, removeBase64Images: true }, { markdown: true });
  const headings: string[] = [];
  const images: IndexedPageInput['images'] = [];
  const sizes = imageSizes(html, pageUrl);
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
    if (heading) headings.push(plainText(heading[1]));
  }
  for (const m of markdown.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (images.length >= MAX_IMAGES || !/^https?:/i.test(m[2]) || images.some((i) => i.src === m[2])) continue;
    const size = sizes.get(m[2]);
    images.push({ src: m[2], alt: m[1].trim(), width: size?.width ?? null, height: size?.height ?? null });
  }
  const publishedAt = publishDate(metadata, html);
  const host = new URL(url).hostname.toLowerCase();
  return {
    url,
    domain: host.replace(/^www\./, ''),
    title: one(metadata.title) ?? one(metadata.ogTitle) ?? headings[0] ?? '',
    description: one(metadata.description) ?? one(metadata.ogDescription) ?? '',
    headings: headings.join('\n'),
    body: plainText(markdown).slice(0, MAX_BODY_CHARS),
    urlWords: urlWords(url),
    language: primaryLanguage(one(metadata.language) ?? one(metadata.ogLocale)),
    country: pageCountry({ url, hreflang: selfHreflang(html, url), ogLocale: one(metadata.ogLocale), language: one(metadata.language) }),
    publishedAt,
    scrapedAt,
    isArticle: publishedAt !== null && (/^article$/i.test(one(metadata.ogType) ?? '') || metadata.publishedTime !== undefined || /"@type"\s*:\s*"(News)?Article"/.test(html)),
    images,
  };
}

const one = (v: string | string[] | undefined): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : undefined;
};

/** Markdown to words: images, link targets, emphasis and table/heading marks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/```[a-z]*\n?/gi, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|~]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** "https://docs.example.com/guides/getting-started" -> "docs example com guides getting started". */
export function urlWords(url: string): string {
  const u = new URL(url);
  return `${u.hostname} ${decodeURIComponentSafe(u.pathname)}`.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^(www|html?|php|aspx?)$/i.test(w)).join(' ');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** "en-US" / "en_GB" -> "en". */
export function primaryLanguage(tag: string | undefined): string | null {
  const m = /^([a-z]{2,3})(?:[-_]|$)/i.exec(tag?.trim() ?? '');
  return m ? m[1].toLowerCase() : null;
}

const DATE_KEYS = ['publishedTime', 'articlePublishedTime', 'dcTermsCreated', 'dcDate', 'dcTermsDate', 'date', 'pubdate', 'publishDate', 'sailthruDate', 'parselyPubDate'];

/** Publish date from the metadata the page declares, else JSON-LD `datePublished`; null when none parses. */
export function publishDate(metadata: PageMetadata, html: string): Date | null {
  const candidates = DATE_KEYS.map((k) => one(metadata[k]));
  candidates.push(/"datePublished"\s*:\s*"([^"]+)"/.exec(html)?.[1]);
  for (const c of candidates) {
    if (!c) continue;
    const t = Date.parse(c);
    // a date in the far future or before the web is a template default, not a publish date
    if (Number.isFinite(t) && t > Date.UTC(1991, 0, 1) && t < Date.now() + 2 * 86_400_000) return new Date(t);
  }
  return null;
}

/** width/height attributes of img tags, by absolute src. */
function imageSizes(html: string, base: string): Map<string, { width: number; height: number }> {
  const out = new Map<string, { width: number; height: number }>();
  for (const tag of html.matchAll(/<img\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag[0])?.[1];
    const src = attr('src');
    const width = Number(attr('width'));
    const height = Number(attr('height'));
    if (!src || !(width > 0) || !(height > 0)) continue;
    try {
      out.set(new URL(src, base).href, { width: Math.round(width), height: Math.round(height) });
    } catch {
      /* not a URL */
    }
  }
  return out;
}
