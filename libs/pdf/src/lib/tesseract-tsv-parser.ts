import { LayoutBlock, LayoutLine, LayoutPage } from './layout-model';

type Row = { level: number; key: string; left: number; top: number; width: number; height: number; text: string };

function parseRow(cols: string[]): Row | undefined {
  if (cols.length < 12) return undefined;
  const [level, , block, par, line, , left, top, width, height] = cols.map(Number);
  if (!Number.isFinite(level)) return undefined;
  return { level, key: `${block}.${par}.${line}`, left, top, width, height, text: cols.slice(11).join('\t').trim() };
}

/**
 * Converts tesseract TSV (pixels of an image rendered at `dpi`) into the shared page model in
 * PDF points. Tesseract blocks (level 2) become layout blocks and the shared segmenter splits them
 * into paragraphs: tesseract's own paragraphs put every full-width line of dense text on its own.
 * Line boxes come from level-4 rows: they span ascenders and descenders, which makes
 * their height comparable with poppler's font-based line heights for heading detection.
 */
export function parseTesseractTsv(tsv: string, page: { pageNumber: number; width: number; height: number; dpi: number }): LayoutPage {
  const scale = 72 / page.dpi;
  const pt = (v: number) => Math.round(v * scale * 100) / 100;
  const blocks = new Map<string, LayoutBlock>();
  const lines = new Map<string, LayoutLine>();
  for (const raw of tsv.split(/\r?\n/).slice(1)) {
    const row = parseRow(raw.split('\t'));
    if (!row) continue;
    const box = { xMin: pt(row.left), yMin: pt(row.top), xMax: pt(row.left + row.width), yMax: pt(row.top + row.height) };
    const blockKey = row.key.split('.')[0];
    if (row.level === 2) blocks.set(blockKey, { ...box, lines: [] });
    else if (row.level === 4) {
      const line = { ...box, words: [] };
      lines.set(row.key, line);
      blocks.get(blockKey)?.lines.push(line);
    } else if (row.level === 5 && row.text) lines.get(row.key)?.words.push({ ...box, text: row.text });
  }
  const kept = [...blocks.values()]
    .map((b) => ({ ...b, lines: b.lines.filter((l) => l.words.length > 0) }))
    .filter((b) => b.lines.length > 0);
  return { pageNumber: page.pageNumber, width: page.width, height: page.height, blocks: kept };
}
