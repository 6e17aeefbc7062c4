import { rerankByEmbedding } from './rank-papers';

describe('rerankByEmbedding', () => {
  const hit = (title: string, rankScore: number) => ({ title, abstract: '', rankScore });

  it('fuses the text rank with embedding similarity to the query', async () => {
    // a deterministic stand-in: texts about "heart" point one way, the rest the other
    const embed = async (texts: string[]) => texts.map((t) => (/heart|cardio/.test(t) ? [1, 0] : [0, 1]));
    const out = await rerankByEmbedding(embed, 'cardiovascular outcomes', [hit('kidney results', 2), hit('heart failure', 1.5), hit('liver', 1)]);
    expect(out.map((h) => h.title)).toEqual(['heart failure', 'kidney results', 'liver']);
  });

  it('leaves a single hit alone and passes embed failures to the caller', async () => {
    const embed = async () => {
      throw new Error('down');
    };
    expect(await rerankByEmbedding(embed, 'q', [hit('a', 1)])).toHaveLength(1);
    await expect(rerankByEmbedding(embed, 'q', [hit('a', 1), hit('b', 1)])).rejects.toThrow('down');
  });
});
