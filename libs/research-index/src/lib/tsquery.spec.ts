import { allTermsQuery, anyTermQuery, queryTerms } from './tsquery';

describe('tsquery building', () => {
  it('keeps letters and digits only, deduplicated and lower-cased', () => {
    expect(queryTerms("GLP-1 receptor's agonists & (cardiovascular) | outcomes! 'x' receptor")).toEqual(['glp', '1', 'receptor', 's', 'agonists', 'cardiovascular', 'outcomes', 'x']);
  });
  it('joins with & or |', () => {
    expect(allTermsQuery('base editing')).toBe('base & editing');
    expect(anyTermQuery('base editing')).toBe('base | editing');
    expect(anyTermQuery('!!!')).toBe('');
  });
  it('keeps non-Latin letters', () => {
    expect(queryTerms('Über Zellteilung')).toEqual(['über', 'zellteilung']);
  });
});
