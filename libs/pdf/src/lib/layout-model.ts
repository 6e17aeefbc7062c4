/** Common page model for both text sources (poppler text layer, tesseract OCR); PDF points, top-left origin. */
export type Box = { xMin: number; yMin: number; xMax: number; yMax: number };
export type LayoutWord = Box & { text: string };
export type LayoutLine = Box & { words: LayoutWord[] };
export type LayoutBlock = Box & { lines: LayoutLine[] };
export type LayoutPage = { pageNumber: number; width: number; height: number; blocks: LayoutBlock[] };

export function unionBox(boxes: Box[]): Box {
  return {
    xMin: Math.min(...boxes.map((b) => b.xMin)),
    yMin: Math.min(...boxes.map((b) => b.yMin)),
    xMax: Math.max(...boxes.map((b) => b.xMax)),
    yMax: Math.max(...boxes.map((b) => b.yMax)),
  };
}

export function lineText(line: LayoutLine): string {
  return line.words.map((w) => w.text).join(' ');
}

/** Letters and digits on the page: decides whether a text layer is real or needs OCR. */
export function countTextChars(page: LayoutPage): number {
  let n = 0;
  for (const block of page.blocks) {
    for (const line of block.lines) {
      for (const word of line.words) n += word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    }
  }
  return n;
}
