import { Box, LayoutBlock, LayoutLine, LayoutPage } from './layout-model';

// pdftotext -bbox-layout prints one element per line with attributes in a fixed order, so a
// tag-level regex is enough and avoids an XML parser dependency.
const TAG = /<(page|block|line|word)\b([^>]*)>(?:([^<]*)<\/word>)?/g;
const ATTR = /(\w+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attrs(raw: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of raw.matchAll(ATTR)) out[m[1]] = Number.parseFloat(m[2]);
  return out;
}

function box(a: Record<string, number>): Box {
  return { xMin: a.xMin, yMin: a.yMin, xMax: a.xMax, yMax: a.yMax };
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

/** Parses pdftotext -bbox-layout XHTML; `firstPage` numbers the pages of a page-range run. */
export function parseBboxLayout(xhtml: string, firstPage: number): LayoutPage[] {
  const pages: LayoutPage[] = [];
  let block: LayoutBlock | undefined;
  let line: LayoutLine | undefined;
  for (const m of xhtml.matchAll(TAG)) {
    const a = attrs(m[2]);
    if (m[1] === 'page') {
      pages.push({ pageNumber: firstPage + pages.length, width: a.width, height: a.height, blocks: [] });
    } else if (m[1] === 'block' && pages.length) {
      block = { ...box(a), lines: [] };
      pages[pages.length - 1].blocks.push(block);
    } else if (m[1] === 'line' && block) {
      line = { ...box(a), words: [] };
      block.lines.push(line);
    } else if (m[1] === 'word' && line) {
      const text = decodeEntities(m[3] ?? '').trim();
      if (text) line.words.push({ ...box(a), text });
    }
  }
  return pages;
}
