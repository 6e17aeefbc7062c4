import type TurndownService from 'turndown';

export const BASE64_PLACEHOLDER = '<Base64-Image-Removed>';

/** Links and images; URLs were made absolute on the DOM before conversion. */
export function addLinkImageRules(service: TurndownService, removeBase64Images: boolean): void {
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && (node as Element).hasAttribute('href'),
    replacement: (content, node) => {
      // Block content inside a link (cards) would break the link syntax: keep it on one line.
      const text = content.replace(/\s*\n+\s*/g, ' ').trim();
      if (text === '') return '';
      const href = (node as Element).getAttribute('href') ?? '';
      if (!/^(?:https?|mailto|tel|ftp):/i.test(href)) return text;
      const title = (node as Element).getAttribute('title');
      return `[${text}](${escapeDestination(href)}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
    },
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const img = node as Element;
      const src = imageSource(img);
      if (src === undefined) return '';
      const alt = (img.getAttribute('alt') ?? '').replace(/\s+/g, ' ').replace(/([[\]])/g, '\\$1').trim();
      const dest = src.startsWith('data:') && removeBase64Images ? BASE64_PLACEHOLDER : escapeDestination(src);
      return `![${alt}](${dest})`;
    },
  });
}

/** `src`, or the lazy-loading attribute when `src` is missing or a placeholder pixel. */
function imageSource(img: Element): string | undefined {
  const src = img.getAttribute('src')?.trim();
  const lazy = img.getAttribute('data-src') ?? img.getAttribute('data-lazy-src') ?? img.getAttribute('data-original');
  if (lazy && (!src || (src.startsWith('data:') && src.length < 200))) return lazy.trim();
  return src || undefined;
}

/**
 * Percent-encodes what would end or split a markdown link destination: parentheses (an unbalanced
 * one closes the link early; `encodeURIComponent` leaves them as they are) and whitespace.
 */
const DESTINATION_ESCAPES: Record<string, string> = { '(': '%28', ')': '%29' };

function escapeDestination(url: string): string {
  if (url.startsWith('data:')) return url;
  return url.replace(/[()\s]/g, (c) => DESTINATION_ESCAPES[c] ?? encodeURIComponent(c));
}
