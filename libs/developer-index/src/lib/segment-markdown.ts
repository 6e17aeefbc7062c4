/** A passage of a document as stored: its heading path, its markdown text and where to cite it. */
export type Segment = { heading: string; text: string; citationUrl: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
/**
 * Segments grow paragraph by paragraph up to TARGET_CHARS; a longer paragraph is cut at sentence
 * ends. A segment is returned whole as a passage (search picks among whole segments with the
 * passage scorer of @wsa/passages: pick-passages.ts), so the cut happens here, once, at ingest.
 */
const TARGET_CHARS = 700;
const MAX_CHARS = 1000;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_[\]()<>]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/**
 * Splits markdown into passages by headings, then paragraphs: small paragraphs of one section are
 * joined up to ~700 characters (1000 at most), a long one is cut at sentence ends; code fences stay whole (up to
 * the hard limit). Each segment cites the page at its section's anchor.
 */
export function segmentMarkdown(markdown: string, pageUrl: string): Segment[] {
  const segments: Segment[] = [];
  let heading = '';
  let current: string[] = [];
  let paragraph: string[] = [];
  let inFence = false;
  const cite = () => (heading ? `${pageUrl}#${headingAnchor(heading)}` : pageUrl);
  const emit = () => {
    const text = current.join('\n\n').trim();
    if (text) segments.push({ heading, text, citationUrl: cite() });
    current = [];
  };
  const endParagraph = () => {
    const p = paragraph.join('\n').trim();
    paragraph = [];
    if (!p) return;
    for (const piece of cutLong(p)) {
      const size = current.reduce((n, s) => n + s.length + 2, 0);
      if (current.length > 0 && size + piece.length > TARGET_CHARS) emit();
      current.push(piece);
    }
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line)) {
      paragraph.push(line);
      inFence = !inFence;
      if (!inFence) endParagraph();
      continue;
    }
    if (inFence) { paragraph.push(line); continue; }
    const h = HEADING.exec(line);
    if (h) {
      endParagraph();
      emit();
      heading = h[2].replace(/[`*_]/g, '').trim();
      continue;
    }
    if (line.trim() === '') { endParagraph(); continue; }
    paragraph.push(line);
  }
  endParagraph();
  emit();
  return segments;
}

/** A paragraph over the hard limit, cut at sentence ends (or hard, when one sentence is too long). */
function cutLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHARS) return [paragraph];
  const sentences = paragraph.match(/[^.!?\n]+(?:[.!?]+|\n|$)\s*/g) ?? [paragraph];
  const out: string[] = [];
  let acc = '';
  for (const s of sentences) {
    if (acc && acc.length + s.length > TARGET_CHARS) { out.push(acc.trim()); acc = ''; }
    acc += s;
    while (acc.length > MAX_CHARS) { out.push(acc.slice(0, MAX_CHARS).trim()); acc = acc.slice(MAX_CHARS); }
  }
  if (acc.trim()) out.push(acc.trim());
  return out;
}
