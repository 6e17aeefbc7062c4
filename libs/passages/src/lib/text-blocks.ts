/** A run of page text that reads as one unit (paragraph, list item, table row, code block), with its section headings. */
export type TextBlock = {
  text: string;
  /** Heading path above the block, outermost first (h1 > h2 > ...). */
  headings: string[];
  /** Code is never split into sentences. */
  code: boolean;
};

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * Splits markdown (as the scrape produces it) into blocks of plain text: inline markup is removed
 * so that passages quote the page's words, not its markdown. Headings become context, not blocks.
 */
export function markdownBlocks(markdown: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings: string[] = [];
  let paragraph: string[] = [];
  let fence: string[] | undefined;
  // a table's header row is context for its rows (like a heading), not a passage of its own
  let tableHeader: string | undefined;
  const flush = (context?: string) => {
    const text = plainInline(paragraph.join(' '));
    if (text) blocks.push({ text, headings: context ? [...headings, context] : [...headings], code: false });
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    if (fence) {
      if (FENCE.test(line)) {
        const text = fence.join('\n').trim();
        if (text) blocks.push({ text, headings: [...headings], code: true });
        fence = undefined;
      } else fence.push(line);
      continue;
    }
    if (FENCE.test(line)) { flush(); fence = []; continue; }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      headings.length = Math.min(headings.length, level - 1);
      while (headings.length < level - 1) headings.push('');
      headings.push(plainInline(heading[2]));
      continue;
    }
    if (line.trim().startsWith('|')) {
      flush();
      if (tableHeader === undefined) tableHeader = plainInline(tableRowText(line));
      else if (!TABLE_SEPARATOR.test(line)) { paragraph.push(tableRowText(line)); flush(tableHeader); }
      continue;
    }
    tableHeader = undefined;
    if (line.trim() === '') { flush(); continue; }
    if (LIST_MARKER.test(line)) {
      flush();
      paragraph.push(line.replace(LIST_MARKER, ''));
      flush();
      continue;
    }
    paragraph.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return blocks.map((b) => ({ ...b, headings: b.headings.filter(Boolean) }));
}

/** Plain text blocks (no markdown): one block per blank-line separated paragraph. */
export function plainTextBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => ({ text: p, headings: [], code: false }));
}

function tableRowText(line: string): string {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim()).filter(Boolean).join(' | ');
}

/** Markdown inline syntax -> the words a reader sees. */
export function plainInline(text: string): string {
  const escaped: string[] = [];
  // escaped characters are literal text: park them so the emphasis rules cannot consume them
  const parked = text.replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, (_, c: string) => `\uE000${escaped.push(c) - 1}\uE001`);
  return parked
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*/g, '$1$2')
    .replace(/(^|\W)_(?=\S)([^_]+?)(?<=\S)_(?=\W|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\uE000(\d+)\uE001/g, (_, i: string) => escaped[Number(i)])
    .replace(/\s+/g, ' ')
    .trim();
}
