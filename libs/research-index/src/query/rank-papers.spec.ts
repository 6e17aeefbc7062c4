import { rerankByEmbedding } from './rank-papers';

describe('rerankByEmbedding', () => {
  const hit = (title: string, rankScore: number) => ({ title, abstract: '', rankScore });

  it('fuses the text rank with embedding similarity to the query', async () => {
    // a deterministic stand-in: texts about "heart" point one way, the rest the other
    const embed = async (texts: string[]) => texts.map((t) => (/heart|cardio/.test(t) ? [1, 0] : [0, 1]));
    const out = await rerankByEmbedding(embed, 'cardiovascular outcomes', [hit('kidney results', 2), hit('heart failure', 1.5), hit('liver', 1)]);
    expect(out.map((h) => h.title)).toEqual(['heart failure', 'kidney results', 'liver']);
  });

  it('with a hypothetical abstract (HyDE), ranks by the mean of the query and abstract vectors', async () => {
    const seen: string[][] = [];
    // the query says "heart", the abstract speaks of "myocardial": only the abstract reaches that paper
    const embed = async (texts: string[]) => {
      seen.push(texts);
      return texts.map((t) => (/myocardial/.test(t) ? [0, 1, 0] : /heart/.test(t) ? [1, 0, 0] : [0, 0, 1]));
    };
    const hits = [hit('heart rate', 1), hit('myocardial infarction', 1), hit('liver', 1)];
    expect((await rerankByEmbedding(embed, 'heart attack', hits)).map((h) => h.title)).toEqual(['heart rate', 'myocardial infarction', 'liver']);
    const hyde = await rerankByEmbedding(embed, 'heart attack', hits, { hypothetical: 'Acute myocardial infarction outcomes were studied.' });
    expect(seen[1]!.slice(0, 2)).toEqual(['heart attack', 'Acute myocardial infarction outcomes were studied.']);
    expect(hyde.map((h) => h.title).slice(0, 2).sort()).toEqual(['heart rate', 'myocardial infarction']);
    expect(hyde[2]!.title).toBe('liver');
    expect(hyde.find((h) => h.title === 'myocardial infarction')!.rankScore).toBeGreaterThan(0.5 + 0.5 * 0.7);
  });

  it('leaves a single hit alone and passes embed failures to the caller', async () => {
    const embed = async () => {
      throw new Error('down');
    };
    expect(await rerankByEmbedding(embed, 'q', [hit('a', 1)])).toHaveLength(1);
    await expect(rerankByEmbedding(embed, 'q', [hit('a', 1), hit('b', 1)])).rejects.toThrow('down');
  });
});
