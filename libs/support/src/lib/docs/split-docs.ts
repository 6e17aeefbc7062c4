import type { DocFile } from './docs-files';

/** A passage of a doc: a section (or part of a long one) with its heading path and 1-based line range. */
export type DocPassage = { path: string; startLine: number; endLine: number; headings: string[]; text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const MAX_LINES = 40;
const MAX_CHARS = 2500;

/** `docs/x.md#L1-L52`: where a passage is, as the evidence names it. */
export function passageRef(p: DocPassage): string {
  return `${p.path}#L${p.startLine}-L${p.endLine}`;
}

/**
 * Splits a markdown file at its headings (never inside a code fence); a section longer than
 * 40 lines or 2500 characters is cut further at blank lines (at any line inside a long table),
 * so a passage is small enough to read and to cite. Headings stay as each passage's context.
 */
export function splitDoc(doc: DocFile): DocPassage[] {
  const lines = doc.text.split('\n');
  const out: DocPassage[] = [];
  const headings: string[] = [];
  let start = 0;
  let inFence = false;
  const flush = (end: number) => {
    for (const chunk of chunksOf(lines, start, end)) {
      const text = lines.slice(chunk[0], chunk[1]).join('\n').trim();
      if (text && !HEADING.test(text)) out.push({ path: doc.path, startLine: chunk[0] + 1, endLine: chunk[1], headings: headings.filter(Boolean), text });
    }
  };
  lines.forEach((line, i) => {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (!heading) return;
    flush(i);
    const level = heading[1].length;
    headings.length = Math.min(headings.length, level - 1);
    while (headings.length < level - 1) headings.push('');
    headings.push(heading[2].replace(/[`*_]/g, ''));
    start = i;
  });
  flush(lines.length);
  return out;
}

/** [start, end) line ranges of one section, cut to the size limits. */
function chunksOf(lines: readonly string[], start: number, end: number): [number, number][] {
  const chunks: [number, number][] = [];
  let from = start;
  let chars = 0;
  let lastBlank = -1;
  for (let i = start; i < end; i++) {
    chars += lines[i].length + 1;
    if (lines[i].trim() === '') lastBlank = i;
    const tooBig = i - from + 1 > MAX_LINES || chars > MAX_CHARS;
    if (tooBig && i > from) {
      // cut at the last blank line when there is one in this chunk, else right here (a long table)
      const cut = lastBlank > from ? lastBlank : i;
      chunks.push([from, cut]);
      from = cut;
      chars = lines.slice(from, i + 1).reduce((n, l) => n + l.length + 1, 0);
      lastBlank = -1;
    }
  }
  if (from < end) chunks.push([from, end]);
  return chunks.map(([a, b]) => trimBlank(lines, a, b)).filter(([a, b]) => b > a);
}

function trimBlank(lines: readonly string[], a: number, b: number): [number, number] {
  while (a < b && lines[a].trim() === '') a++;
  while (b > a && lines[b - 1].trim() === '') b--;
  return [a, b];
}
