import { estimateTokens } from './tokens';

/**
 * Splits markdown into chunks of at most `maxTokens` (estimated), cutting between blocks (blank
 * lines), keeping a heading with what follows it, and only splitting a block that is itself too
 * long (at sentence ends, then hard). No text is dropped: the chunks joined are the input.
 */
export function chunkText(text: string, maxTokens: number): string[] {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim().length > 0).flatMap((b) => splitLongBlock(b, maxTokens));
  const chunks: string[] = [];
  let current: string[] = [];
  let tokens = 0;
  for (const block of blocks) {
    const t = estimateTokens(block) + 1;
    const lastIsHeading = current.length > 0 && /^#{1,6}\s/.test(current[current.length - 1]);
    if (tokens + t > maxTokens && current.length > 0) {
      // a heading moves with its section instead of closing a chunk alone
      const carry = lastIsHeading && current.length > 1 ? [current.pop() as string] : [];
      chunks.push(current.join('\n\n'));
      current = carry;
      tokens = carry.reduce((n, b) => n + estimateTokens(b) + 1, 0);
    }
    current.push(block);
    tokens += t;
  }
  if (current.length > 0) chunks.push(current.join('\n\n'));
  return chunks;
}

function splitLongBlock(block: string, maxTokens: number): string[] {
  if (estimateTokens(block) <= maxTokens) return [block];
  const sentences = block.match(/[^.!?。！？\n]+[.!?。！？]*\s*|\n/g) ?? [block];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (estimateTokens(cur + s) > maxTokens && cur) {
      out.push(cur.trim());
      cur = '';
    }
    if (estimateTokens(s) > maxTokens) {
      // one sentence longer than a chunk: cut it by characters
      const size = Math.max(1, estimateTokens(s) > s.length / 2 ? maxTokens : Math.floor(maxTokens * 3));
      for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
      continue;
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
