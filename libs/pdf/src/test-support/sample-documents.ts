// Test-only document layouts: turns headings, wrapped paragraphs and list items into positioned
// text runs so integration tests know exactly which text each generated PDF must yield.
import { buildPdf, DocInfo, PageSpec, TextRun } from './pdf-writer';

export type Element =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'bullet'; text: string };

const MARGIN = 72;
const BODY = 11;
const LEADING = 14;

function layoutPage(elements: Element[], footer?: string): PageSpec {
  const runs: TextRun[] = [];
  let y = MARGIN;
  for (const el of elements) {
    if (el.kind === 'heading') {
      runs.push({ text: el.text, x: MARGIN, y, size: 20, bold: true });
      y += 34;
    } else if (el.kind === 'bullet') {
      runs.push({ text: '\x95', x: MARGIN + 10, y, size: BODY });
      runs.push({ text: el.text, x: MARGIN + 24, y, size: BODY });
      y += LEADING + 2;
    } else {
      for (const line of el.lines) {
        runs.push({ text: line, x: MARGIN, y, size: BODY });
        y += LEADING;
      }
      y += 10;
    }
  }
  if (footer) runs.push({ text: footer, x: 290, y: 750, size: 9 });
  return { runs };
}

export function buildTextPdf(pages: Element[][], info: DocInfo = {}): Buffer {
  return buildPdf(pages.map((els, i) => layoutPage(els, `Page ${i + 1}`)), info);
}

const FILLER = [
  'The quarterly report describes how the service scales across regions and',
  'why caching reduces latency for repeated requests from the same customers.',
  'Operators can tune the worker pool, the queue depth and the retry policy to',
  'match their hardware, and the defaults favour predictable memory use.',
];

/** A long document (one heading and three paragraphs per page) for timing and paging tests. */
export function buildLongTextPdf(pageCount: number): Buffer {
  const pages: Element[][] = [];
  for (let i = 1; i <= pageCount; i++) {
    pages.push([
      { kind: 'heading', text: `Section ${i} overview` },
      { kind: 'paragraph', lines: FILLER.map((l) => `${l} (${i})`) },
      { kind: 'paragraph', lines: FILLER },
      { kind: 'paragraph', lines: FILLER },
    ]);
  }
  return buildPdf(pages.map((els) => layoutPage(els)), { title: 'Long report' });
}
