import { Segment } from './line-segmenter';

/** Body text size: median line height with every character as one vote, so headings barely count. */
export function bodyLineHeight(segments: Segment[]): number {
  const votes = segments
    .map((s) => ({ h: s.lineHeight, w: s.lines.reduce((n, l) => n + l.length, 0) }))
    .filter((v) => v.w > 0 && v.h > 0)
    .sort((a, b) => a.h - b.h);
  const total = votes.reduce((n, v) => n + v.w, 0);
  let seen = 0;
  for (const v of votes) {
    seen += v.w;
    if (seen * 2 >= total) return v.h;
  }
  return 0;
}

const MAX_HEADING_CHARS = 200;
const MAX_HEADING_LINES = 3;
const HEADING_RATIO = 1.2;

export function isHeadingCandidate(segment: Segment, body: number): boolean {
  if (segment.kind !== 'paragraph' || body <= 0) return false;
  if (segment.lines.length > MAX_HEADING_LINES) return false;
  const chars = segment.lines.reduce((n, l) => n + l.length, 0);
  return chars <= MAX_HEADING_CHARS && segment.lineHeight >= HEADING_RATIO * body && /\p{L}/u.test(segment.lines[0]);
}

/**
 * Maps heading line heights to levels 1..6: the largest size in the document is `#`, the next
 * distinct size (more than 8% smaller) `##`, and so on.
 */
export function headingLevels(heights: number[]): (h: number) => number {
  const sizes: number[] = [];
  for (const h of [...heights].sort((a, b) => b - a)) {
    if (sizes.length === 0 || h < sizes[sizes.length - 1] * 0.92) sizes.push(h);
  }
  return (h: number) => {
    const index = sizes.findIndex((s) => h >= s * 0.92);
    return Math.min(6, (index < 0 ? sizes.length - 1 : index) + 1);
  };
}
