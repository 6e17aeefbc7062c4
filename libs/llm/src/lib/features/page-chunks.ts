import type { Llm } from '../llm';
import { chunkText } from '../text/chunk-text';
import { estimateTokens } from '../text/tokens';

/** The most chunks one format reads of a page; past it the rest is named in a warning, never dropped silently. */
export const MAX_CHUNKS_PER_FORMAT = 12;

export type PageChunks = { chunks: string[]; warning?: string };

/**
 * The page split to fit the model's window next to the instructions (`overhead`) and the answer,
 * and a warning naming what was left unread when the page needs more than MAX_CHUNKS_PER_FORMAT.
 */
export function pageChunks(llm: Llm, text: string, overhead: string, format: string): PageChunks {
  const { contextTokens, maxOutputTokens } = llm.settings;
  const budget = Math.max(256, Math.floor((contextTokens - maxOutputTokens - estimateTokens(overhead)) * 0.9));
  const all = chunkText(text, budget);
  if (all.length <= MAX_CHUNKS_PER_FORMAT) return { chunks: all.length ? all : [''] };
  const kept = all.slice(0, MAX_CHUNKS_PER_FORMAT);
  const readChars = kept.reduce((n, c) => n + c.length, 0);
  const share = Math.round((1 - readChars / text.length) * 100);
  return {
    chunks: kept,
    warning: `The ${format} format read the first ${MAX_CHUNKS_PER_FORMAT} of ${all.length} parts of this page (its model window is ${contextTokens} tokens); the last ${share}% of the page text was not read.`,
  };
}

export function addUsage(a: { inputTokens: number; outputTokens: number }, b: { inputTokens: number; outputTokens: number }) {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

export type FeatureResult<T> = { value: T; usage: { inputTokens: number; outputTokens: number }; warnings: string[] };
