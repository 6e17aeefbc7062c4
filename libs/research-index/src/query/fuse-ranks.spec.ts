import { fuseRanks } from './fuse-ranks';

const order = (scores: number[]) => scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s).map(({ i }) => i);

describe('fuseRanks', () => {
  // text rank order 0,1,2; similarity order 2,1,0
  const text = [1.9, 1.5, 0.2];
  const cos = [0.1, 0.5, 0.9];

  it('cosine: similarity alone', () => {
    expect(order(fuseRanks('cosine', text, cos))).toEqual([2, 1, 0]);
  });

  it('blend: text scaled by the best, plus cosine, equal weights', () => {
    const s = fuseRanks('blend', text, cos);
    expect(s[0]).toBeCloseTo(0.5 + 0.05);
    expect(s[2]).toBeCloseTo(0.5 * (0.2 / 1.9) + 0.45);
    expect(order(s)).toEqual([1, 0, 2]);
  });

  it('rrf: ranks only, so a huge text-score gap counts no more than one rank', () => {
    const t = [4, 3, 2, 1];
    const c = [0.1, 0.9, 0.8, 0.2];
    const s = fuseRanks('rrf', t, c);
    expect(s[0]).toBeCloseTo(1 / 61 + 1 / 64);
    expect(s[1]).toBeCloseTo(1 / 62 + 1 / 61);
    expect(order(s)).toEqual([1, 0, 2, 3]);
    expect(fuseRanks('rrf', [400, 3, 2, 1], c)).toEqual(s);
  });
});
