export type ListItem = { ordered: boolean; label: string; text: string };

// Only line-start syntax is escaped: PDF text with '*' or '_' mid-line reads fine as markdown,
// while a paragraph starting with "1. " or "# " would silently turn into a list or a heading.
const BLOCK_SYNTAX = /^(#{1,6}(?=\s|$)|>|[-+*](?=\s)|\d+(?=[.)]\s))/;

export function escapeLineStart(text: string): string {
  const m = BLOCK_SYNTAX.exec(text);
  if (!m) return text;
  return /^\d/.test(m[0]) ? `${m[0]}\\${text.slice(m[0].length)}` : `\\${text}`;
}

export function renderHeading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

export function renderParagraph(text: string): string {
  return escapeLineStart(text);
}

export function renderList(items: ListItem[]): string {
  return items
    .map((item) => {
      if (item.ordered) return `${item.label}. ${item.text}`;
      return item.label === '-' ? `- ${item.text}` : `- ${item.label} ${item.text}`;
    })
    .join('\n');
}

/** Plain-text form of a list for PdfBlock.text: one item per line, numbers kept, bullets dropped. */
export function listPlainText(items: ListItem[]): string {
  return items
    .map((item) => (item.ordered ? `${item.label}. ${item.text}` : item.label === '-' ? item.text : `${item.label} ${item.text}`))
    .join('\n');
}

export type PageMarkdown = { pageNumber: number; markdown: string };

/**
 * Joins pages into one document. With markers every page, including the first and empty ones,
 * is preceded by `<!-- Page N -->` on its own line, so clients can split on the marker alone.
 */
export function joinPages(pages: PageMarkdown[], pageMarkers: boolean): string {
  if (!pageMarkers) return pages.map((p) => p.markdown).filter((md) => md.length > 0).join('\n\n');
  return pages.map((p) => (p.markdown ? `<!-- Page ${p.pageNumber} -->\n\n${p.markdown}` : `<!-- Page ${p.pageNumber} -->`)).join('\n\n');
}
