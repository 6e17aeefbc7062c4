import { affordableSearchLimit, developerSearchCredits, searchCredits, searchTotalCredits } from './search-credits';

describe('searchCredits (spec 8: 2 credits per 10 results, rounded up)', () => {
  it.each([
    [0, 0],
    [1, 2],
    [10, 2],
    [11, 4],
    [20, 4],
    [21, 6],
    [100, 20],
  ])('%i results -> %i credits', (results, credits) => {
    expect(searchCredits(results)).toBe(credits);
    expect(searchCredits(results, [])).toBe(credits);
  });

  it.each([
    [1, 10],
    [10, 10],
    [11, 20],
    [100, 100],
  ])('enterprise zdr: %i results -> %i credits', (results, credits) => {
    expect(searchCredits(results, ['zdr'])).toBe(credits);
    expect(searchCredits(results, ['anon', 'zdr'])).toBe(credits);
  });

  it('enterprise anon costs the ordinary rate', () => {
    expect(searchCredits(11, ['anon'])).toBe(4);
  });

  it.each([-1, 1.5, Number.NaN])('refuses result count %p', (n) => {
    expect(() => searchCredits(n)).toThrow(RangeError);
  });
});

describe('affordableSearchLimit', () => {
  it.each([
    [100, 10, 10],
    [2, 10, 10],
    [4, 15, 15],
    [3, 15, 10],
    [5, 50, 20],
    [1, 10, 0],
    [0, 10, 0],
    [-4, 10, 0],
    [2, 3, 3],
    [1, 3, 0],
  ])('balance %p, limit %i -> %i', (balance, limit, expected) => {
    expect(affordableSearchLimit(balance, limit)).toBe(expected);
  });

  it('uses the zdr price with enterprise zdr', () => {
    expect(affordableSearchLimit(25, 100, ['zdr'])).toBe(20);
    expect(affordableSearchLimit(9, 10, ['zdr'])).toBe(0);
    expect(affordableSearchLimit(25, 100, ['anon'])).toBe(100);
  });

  it('the limit it returns is always affordable and one more step is not', () => {
    for (let balance = 0; balance <= 30; balance++) {
      for (const limit of [1, 7, 10, 25, 100]) {
        const granted = affordableSearchLimit(balance, limit);
        expect(granted).toBeLessThanOrEqual(limit);
        expect(searchCredits(granted)).toBeLessThanOrEqual(balance);
        if (granted < limit) expect(searchCredits(Math.min(limit, granted + 10))).toBeGreaterThan(balance);
      }
    }
  });
});

describe('searchTotalCredits', () => {
  it('adds the scrape cost of each result to the search cost', () => {
    expect(searchTotalCredits(3, [1, 1, 5])).toBe(2 + 7);
    expect(searchTotalCredits(3, [], ['zdr'])).toBe(10);
    expect(searchTotalCredits(0, [])).toBe(0);
  });
});

describe('developerSearchCredits', () => {
  it('costs like a web search: 2 credits per 10 results, 0 for none', () => {
    expect([0, 1, 10, 11, 100].map(developerSearchCredits)).toEqual([0, 2, 2, 4, 20]);
  });
});
