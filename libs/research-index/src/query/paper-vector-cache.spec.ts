import { PaperVectorCache } from './paper-vector-cache';
import { rerankByEmbedding } from './rank-papers';

describe('PaperVectorCache', () => {
  it('keys by model, paper and text, and drops the least recently used', () => {
    const c = new PaperVectorCache('m', 2);
    c.set('1', 'a', [1]);
    c.set('2', 'b', [2]);
    expect(c.get('1', 'a')).toEqual([1]);
    expect(c.get('1', 'changed abstract')).toBeUndefined();
    c.set('3', 'c', [3]);
    expect(c.get('2', 'b')).toBeUndefined();
    expect(c.get('1', 'a')).toEqual([1]);
    expect(PaperVectorCache.keyOf('m', '1', 'a')).not.toBe(PaperVectorCache.keyOf('other-model', '1', 'a'));
  });

  it('lets a rerank embed only the papers it has not seen, with the same order as without it', async () => {
    const sent: string[][] = [];
    const embed = async (texts: string[]) => {
      sent.push(texts);
      return texts.map((t) => (/heart/.test(t) ? [1, 0] : [0, 1]));
    };
    const hit = (id: string, title: string, rankScore: number) => ({ id, title, abstract: '', rankScore });
    const cache = new PaperVectorCache('m');
    const first = await rerankByEmbedding(embed, 'heart', [hit('1', 'kidney', 2), hit('2', 'heart', 1.5)], { cache });
    const second = await rerankByEmbedding(embed, 'heart', [hit('1', 'kidney', 2), hit('2', 'heart', 1.5), hit('3', 'heart valve', 1)], { cache });
    expect(sent).toEqual([['heart', 'kidney\n', 'heart\n'], ['heart', 'heart valve\n']]);
    expect(first.map((h) => h.id)).toEqual(['2', '1']);
    expect(second.map((h) => h.id)).toEqual(['2', '3', '1']);
    expect(cache.size).toBe(3);
  });
});
