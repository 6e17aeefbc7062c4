import { buildHighlights, queryTerms, scoreUnit, splitUnits, stem, termWeights } from './highlights.util';

describe('queryTerms / stem', () => {
  it('drops operators and stopwords and folds suffixes', () => {
    expect(queryTerms('how to cache results site:example.com -site:x.com OR')).toEqual(['cach', 'result']);
    expect(stem('caching')).toBe(stem('cache'));
    expect(stem('types')).toBe(stem('type'));
    expect(stem('classes')).toBe(stem('class'));
    expect(stem('libraries')).toBe('library');
  });
});

describe('splitUnits', () => {
  it('splits sentences and separators, and cuts long sentences at clauses', () => {
    expect(splitUnits('One thing. Two things! Three · Four')).toEqual(['One thing.', 'Two things!', 'Three', 'Four']);
    const long = `${'word '.repeat(30)}first clause; ${'other '.repeat(20)}second clause`;
    expect(splitUnits(long)).toHaveLength(2);
  });

  it('does not split on abbreviations followed by lowercase', () => {
    expect(splitUnits('Use e.g. jest for tests.')).toEqual(['Use e.g. jest for tests.']);
  });
});

describe('buildHighlights', () => {
  const snippet =
    'Redis is an in-memory data store. It was created in 2009 by Salvatore Sanfilippo. ' +
    'Many teams use Redis for caching API responses. The project moved to a new license in 2024.';

  it('keeps the best-matching sentences, in snippet order, marking gaps', () => {
    expect(buildHighlights(snippet, 'redis cache')).toBe('Many teams use Redis for caching API responses.');
    expect(buildHighlights(snippet, 'redis')).toBe('Redis is an in-memory data store. ... Many teams use Redis for caching API responses.');
    expect(buildHighlights(snippet, 'created 2009 license 2024')).toBe(
      'It was created in 2009 by Salvatore Sanfilippo. ... The project moved to a new license in 2024.',
    );
  });

  it('scores phrase matches above scattered terms', () => {
    const terms = queryTerms('data store');
    expect(scoreUnit('A data store keeps state.', terms)).toBe(3);
    expect(scoreUnit('Store your data here.', terms)).toBe(2);
    expect(buildHighlights('Teams ship data fast. A data store keeps state.', 'data store')).toBe('A data store keeps state.');
  });

  it('falls back to the plain snippet when nothing matches', () => {
    expect(buildHighlights(snippet, 'postgres')).toBe(snippet);
    expect(buildHighlights('', 'anything')).toBe('');
  });

  it('respects the size budget but always returns at least one sentence', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Sentence ${i} talks about kubernetes operators in depth and at length.`).join(' ');
    const out = buildHighlights(many, 'kubernetes');
    expect(out.length).toBeLessThanOrEqual(340);
    expect(out.startsWith('Sentence 0')).toBe(true);
  });

  it('weighs rare query terms above ones every snippet contains', () => {
    const others = ['Redis clients for Node.', 'Redis on Kubernetes.', 'Redis persistence explained.'];
    const target = 'Redis is popular. Eviction policies decide what Redis drops when memory is full.';
    const weights = termWeights([...others, target], 'redis eviction');
    expect(weights.get(stem('redis'))).toBeLessThan(weights.get(stem('eviction')) ?? 0);
    expect(buildHighlights(target, 'redis eviction', weights)).toBe('Eviction policies decide what Redis drops when memory is full.');
    expect(buildHighlights('Redis is popular. Redis is fast.', 'redis eviction', weights)).toBe('Redis is popular. Redis is fast.');
  });
});
