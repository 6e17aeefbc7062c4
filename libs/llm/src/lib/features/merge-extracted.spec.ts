import { mergeExtracted } from './merge-extracted';

describe('mergeExtracted', () => {
  it('joins arrays without duplicates, merges objects, keeps the first stated scalar', () => {
    const a = { title: 'Shop', price: null, tags: ['a', 'B'], items: [{ name: 'x', n: 1 }] };
    const b = { title: 'Other', price: 3, tags: ['b ', 'c'], items: [{ n: 1, name: 'X' }, { name: 'y', n: 2 }] };
    expect(mergeExtracted(a, b)).toEqual({ title: 'Shop', price: 3, tags: ['a', 'B', 'c'], items: [{ name: 'x', n: 1 }, { name: 'y', n: 2 }] });
  });
});
