/**
 * Cheap regex view of an HTML string for the detectors, which run on every fetched page before
 * (and independently of) the DOM parse.
 */
export function visibleText(html: string): string {
  return decodeBasicEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function titleText(html: string): string {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  return match ? decodeBasicEntities(match[1]).replace(/\s+/g, ' ').trim() : '';
}

/** Concatenated text of all `<noscript>` elements. */
export function noscriptText(html: string): string {
  const parts = html.match(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi) ?? [];
  return parts.map((p) => p.replace(/<[^>]+>/g, ' ')).join(' ').replace(/\s+/g, ' ').trim();
}

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'");
}
