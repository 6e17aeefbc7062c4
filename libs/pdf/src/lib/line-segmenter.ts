import { Box, LayoutBlock, LayoutLine, LayoutPage, unionBox } from './layout-model';
import { ListMarker, splitListMarker } from './list-marker';

/** A paragraph or list item rebuilt from lines; words are dropped to keep long documents small. */
export type Segment = {
  kind: 'paragraph' | 'list-item';
  lines: string[];
  box: Box;
  /** Height of its first line: proportional to font size, used to find headings. */
  lineHeight: number;
  marker?: ListMarker;
};

export type SegmentedPage = { pageNumber: number; width: number; height: number; segments: Segment[] };

type Open = Segment & { boxes: Box[]; textX: number };

const height = (b: Box) => b.yMax - b.yMin;

function startSegment(line: LayoutLine): Open {
  const words = line.words.map((w) => w.text);
  const list = splitListMarker(words);
  const textX = list && line.words.length > 1 && list.rest.length < words.length ? line.words[1].xMin : line.xMin;
  return {
    kind: list ? 'list-item' : 'paragraph',
    lines: [(list ? list.rest : words).join(' ')],
    box: line,
    boxes: [line],
    lineHeight: height(line),
    marker: list?.marker,
    textX,
  };
}

// Poppler's blocks often merge a heading, a list and the next paragraph; split them on a change of
// font size, a blank-line gap, a list marker, an outdent after a list item, or a short last line.
function breaksBefore(open: Open, prev: LayoutLine, line: LayoutLine, block: LayoutBlock): boolean {
  const h = height(line);
  if (Math.abs(h - open.lineHeight) > 0.2 * open.lineHeight) return true;
  if (line.yMin - prev.yMax > 0.8 * Math.max(h, height(prev))) return true;
  if (splitListMarker(line.words.map((w) => w.text))) return true;
  if (open.kind === 'list-item') return line.xMin < open.textX - 0.5 * h;
  const prevText = prev.words[prev.words.length - 1]?.text ?? '';
  const shortPrev = prev.xMax - block.xMin < 0.6 * (block.xMax - block.xMin);
  return shortPrev && /[.!?:]["')\]]?$/.test(prevText);
}

function close(open: Open): Segment {
  const { kind, lines, lineHeight, marker } = open;
  return { kind, lines, lineHeight, box: unionBox(open.boxes), ...(marker ? { marker } : {}) };
}

export function segmentBlock(block: LayoutBlock): Segment[] {
  const out: Segment[] = [];
  let open: Open | undefined;
  let prev: LayoutLine | undefined;
  for (const line of block.lines) {
    if (line.words.length === 0) continue;
    if (open && prev && !breaksBefore(open, prev, line, block)) {
      open.lines.push(line.words.map((w) => w.text).join(' '));
      open.boxes.push(line);
    } else {
      if (open) out.push(close(open));
      open = startSegment(line);
    }
    prev = line;
  }
  if (open) out.push(close(open));
  return out;
}

export function segmentPage(page: LayoutPage): SegmentedPage {
  return { pageNumber: page.pageNumber, width: page.width, height: page.height, segments: page.blocks.flatMap(segmentBlock) };
}
