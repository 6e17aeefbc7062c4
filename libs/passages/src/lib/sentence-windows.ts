import type { TextBlock } from './text-blocks';

const SENTENCES = new Intl.Segmenter('und', { granularity: 'sentence' });

/** A candidate passage: 1..n consecutive sentences of one block, quoted verbatim. */
export type Window = {
  text: string;
  headings: string[];
  block: number;
  /** Sentence indexes [first, last] within the block. */
  first: number;
  last: number;
};

export type WindowOptions = { maxSentences: number; maxChars: number };

/** Sentences of a text; a known abbreviation ("Dr.", "e.g.") does not end one. */
export function splitSentences(text: string): string[] {
  const raw = [...SENTENCES.segment(text)].map((s) => s.segment);
  const merged: string[] = [];
  for (const piece of raw) {
    const prev = merged[merged.length - 1];
    if (prev !== undefined && /(?:\b(?:Dr|Mr|Mrs|Ms|Prof|St|vs|etc|e\.g|i\.e|No|Inc|Ltd|Jr|Sr|Gov|Sen|Rep|Gen|Col|Lt|Sgt|Capt|Mt|Ft|Corp|Co|approx)\.|\b[A-Z]\.)\s*$/.test(prev)) merged[merged.length - 1] = prev + piece;
    else merged.push(piece);
  }
  return merged.map((s) => s.trim()).filter(Boolean);
}

/** The sentences of each block, by block index (a code block is one "sentence": it is never split). */
export function blockSentences(blocks: readonly TextBlock[]): string[][] {
  return blocks.map((block) => (block.code ? [block.text] : splitSentences(block.text)));
}

/** Every window of 1..maxSentences sentences within each block (code blocks stay whole). */
export function sentenceWindows(blocks: readonly TextBlock[], opts: WindowOptions, sentences = blockSentences(blocks)): Window[] {
  const out: Window[] = [];
  blocks.forEach((block, b) => {
    const own = sentences[b];
    for (let first = 0; first < own.length; first++) {
      let text = '';
      for (let last = first; last < Math.min(own.length, first + opts.maxSentences); last++) {
        text = text ? `${text} ${own[last]}` : own[last];
        // a single over-long sentence is still a candidate; longer windows stop at the budget
        if (last > first && text.length > opts.maxChars) break;
        out.push({ text, headings: block.headings, block: b, first, last });
      }
    }
  });
  return out;
}
