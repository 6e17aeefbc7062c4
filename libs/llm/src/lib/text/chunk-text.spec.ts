import { chunkText } from './chunk-text';
import { estimateTokens } from './tokens';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('chunkText', () => {
  const page = Array.from({ length: 60 }, (_, i) => (i % 10 === 0 ? `## Section ${i / 10}` : `Paragraph ${i} says something about topic ${i} in a sentence. And a second sentence here.`)).join('\n\n');

  it('keeps every chunk under the budget and loses no text', () => {
    const chunks = chunkText(page, 120);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(estimateTokens(c)).toBeLessThanOrEqual(121);
    expect(norm(chunks.join('\n\n'))).toBe(norm(page));
  });

  it('moves a heading to the chunk of its section', () => {
    for (const c of chunkText(page, 120)) expect(c.trim().split('\n').pop()).not.toMatch(/^## /);
  });

  it('splits a block longer than the budget at sentence ends', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = chunkText(long, 50);
    expect(chunks.length).toBeGreaterThan(2);
    expect(norm(chunks.join(' '))).toBe(norm(long));
  });

  it('counts CJK characters as a token each', () => {
    expect(estimateTokens('日本語のテキスト')).toBe(8);
    expect(estimateTokens('a'.repeat(32))).toBe(10);
  });
});
