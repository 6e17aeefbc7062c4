import { resolveHttpUrl } from '../dom/url.util';
import { bestSrcsetCandidate } from './srcset.util';

/**
 * Absolute URLs of the page's images: each `<img>` (its best `srcset` candidate when it has one,
 * else `src` or a lazy-loading attribute), `<picture><source srcset>`, and `og:image`.
 * Deduplicated, document order, og:image first; `data:` URIs are never listed.
 */
export function extractImages(doc: Document, baseUrl: string): string[] {
  const seen = new Set<string>();
  const add = (raw: string | null | undefined) => {
    const url = resolveHttpUrl(raw, baseUrl);
    if (url !== undefined) seen.add(url);
  };
  for (const meta of Array.from(doc.querySelectorAll('meta[property="og:image"], meta[name="og:image"]'))) {
    add(meta.getAttribute('content'));
  }
  for (const el of Array.from(doc.querySelectorAll('img, picture source[srcset], picture source[data-srcset]'))) {
    const srcset = el.getAttribute('srcset') ?? el.getAttribute('data-srcset');
    const fromSrcset = srcset ? bestSrcsetCandidate(srcset) : undefined;
    if (fromSrcset) add(fromSrcset);
    else if (el.localName === 'img') add(imgSource(el));
  }
  return [...seen];
}

function imgSource(img: Element): string | null {
  const src = img.getAttribute('src');
  if (src && !src.startsWith('data:')) return src;
  return img.getAttribute('data-src') ?? img.getAttribute('data-lazy-src') ?? img.getAttribute('data-original');
}
