import { bodyLineHeight, headingLevels, isHeadingCandidate } from './font-statistics';
import { Box, unionBox } from './layout-model';
import { Segment, SegmentedPage } from './line-segmenter';
import { ListItem, listPlainText, renderHeading, renderList, renderParagraph } from './markdown-renderer';
import { PdfBlock } from './pdf-types';
import { joinLines } from './text-joiner';

export type SourcedPage = SegmentedPage & { ocr: boolean };
export type RenderedBlock = { block: PdfBlock; markdown: string };
export type ClassifiedPage = { pageNumber: number; width: number; height: number; ocr: boolean; blocks: RenderedBlock[] };

type Context = { body: number; level: (h: number) => number };

const round = (v: number) => Math.round(v * 100) / 100;

function toBbox(b: Box): PdfBlock['bbox'] {
  return { x: round(b.xMin), y: round(b.yMin), width: round(b.xMax - b.xMin), height: round(b.yMax - b.yMin) };
}

function classifySegment(segment: Segment, ctx: Context): RenderedBlock {
  const text = joinLines(segment.lines);
  const bbox = toBbox(segment.box);
  if (isHeadingCandidate(segment, ctx.body)) {
    return { block: { type: 'heading', text, bbox }, markdown: renderHeading(ctx.level(segment.lineHeight), text) };
  }
  // Short one-line fragments (page numbers, labels, running headers) are 'text', not paragraphs.
  const fragment = segment.lines.length === 1 && text.split(' ').length <= 4 && !/[.!?:]$/.test(text);
  return { block: { type: fragment ? 'text' : 'paragraph', text, bbox }, markdown: renderParagraph(text) };
}

function listBlock(segments: Segment[]): RenderedBlock {
  const items: ListItem[] = segments.map((s) => ({
    ordered: s.marker?.ordered ?? false,
    label: s.marker?.label ?? '-',
    text: joinLines(s.lines),
  }));
  const bbox = toBbox(unionBox(segments.map((s) => s.box)));
  return { block: { type: 'list', text: listPlainText(items), bbox }, markdown: renderList(items) };
}

/** A numbered line in a heading font ("1. Introduction") is a section heading, not a list. */
function asNumberedHeading(segment: Segment, ctx: Context): Segment | undefined {
  if (segment.kind !== 'list-item' || !segment.marker) return undefined;
  const [first, ...rest] = segment.lines;
  const candidate: Segment = { kind: 'paragraph', lines: [`${segment.marker.raw} ${first}`, ...rest], lineHeight: segment.lineHeight, box: segment.box };
  return isHeadingCandidate(candidate, ctx.body) ? candidate : undefined;
}

function classifyPage(page: SourcedPage, ctx: Context): ClassifiedPage {
  const blocks: RenderedBlock[] = [];
  let list: Segment[] = [];
  const flush = () => {
    if (list.length) blocks.push(listBlock(list));
    list = [];
  };
  for (const original of page.segments) {
    const segment = asNumberedHeading(original, ctx) ?? original;
    if (segment.kind === 'list-item') list.push(segment);
    else {
      flush();
      blocks.push(classifySegment(segment, ctx));
    }
  }
  flush();
  return { pageNumber: page.pageNumber, width: page.width, height: page.height, ocr: page.ocr, blocks };
}

/** Types every segment of the document; heading sizes are ranked across all pages for consistent levels. */
export function classifyDocument(pages: SourcedPage[]): ClassifiedPage[] {
  const all = pages.flatMap((p) => p.segments);
  const body = bodyLineHeight(all);
  const level = headingLevels(all.filter((s) => isHeadingCandidate(s, body)).map((s) => s.lineHeight));
  return pages.map((p) => classifyPage(p, { body, level }));
}
