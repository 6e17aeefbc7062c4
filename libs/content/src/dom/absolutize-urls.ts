import { parseSrcset } from '../links/srcset.util';
import { resolveUrl } from './url.util';

const URL_ATTRS: Array<[string, string]> = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['audio[src]', 'src'],
  ['video[poster]', 'poster'],
];

/** Rewrites link and media URLs under `root` to absolute ones, including every `srcset` candidate. */
export function absolutizeUrls(root: Element, baseUrl: string): void {
  for (const [selector, attr] of URL_ATTRS) {
    for (const el of Array.from(root.querySelectorAll(selector))) {
      const value = el.getAttribute(attr) ?? '';
      // Fragment-only and script links stay as written: resolving them would invent page URLs.
      if (value.startsWith('#') || /^\s*javascript:/i.test(value)) continue;
      const abs = resolveUrl(value, baseUrl);
      if (abs !== undefined) el.setAttribute(attr, abs);
    }
  }
  for (const el of Array.from(root.querySelectorAll('[srcset]'))) {
    el.setAttribute('srcset', absolutizeSrcset(el.getAttribute('srcset') ?? '', baseUrl));
  }
}

function absolutizeSrcset(srcset: string, baseUrl: string): string {
  return parseSrcset(srcset)
    .map(({ url, descriptor }) => [resolveUrl(url, baseUrl) ?? url, descriptor].filter(Boolean).join(' '))
    .join(', ');
}
