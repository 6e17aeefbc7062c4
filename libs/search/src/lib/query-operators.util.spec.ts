import { buildDomainOperators, normaliseHost, parseQueryOperators } from './query-operators.util';

describe('parseQueryOperators', () => {
  it('keeps site: operators in the text and records them as filters', () => {
    const p = parseQueryOperators('rust async site:docs.rs -site:Reddit.com');
    expect(p.text).toBe('rust async site:docs.rs -site:Reddit.com');
    expect(p.sites).toEqual(['docs.rs']);
    expect(p.excludedSites).toEqual(['reddit.com']);
  });

  it('removes imagesize: and larger: from the text and parses both separators', () => {
    const p = parseQueryOperators('  cat   imagesize:1920x1080 larger:640×480 ');
    expect(p.text).toBe('cat');
    expect(p.exactImageSize).toEqual({ width: 1920, height: 1080 });
    expect(p.minImageSize).toEqual({ width: 640, height: 480 });
  });

  it('leaves malformed operators as plain words', () => {
    const p = parseQueryOperators('imagesize:big site:');
    expect(p.text).toBe('imagesize:big site:');
    expect(p.exactImageSize).toBeUndefined();
    expect(p.sites).toEqual([]);
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['https://docs.python.org/3/library', 'docs.python.org'],
    ['example.com:8080', 'example.com'],
    ['localhost', undefined],
    ['bad host!', undefined],
  ])('%s -> %s', (input, expected) => expect(normaliseHost(input)).toBe(expected));
});

describe('buildDomainOperators', () => {
  it('joins several includes with OR and adds -site: per exclusion', () => {
    expect(buildDomainOperators(['a.com'], [])).toBe('site:a.com');
    expect(buildDomainOperators(['a.com', 'b.org'], [])).toBe('site:a.com OR site:b.org');
    expect(buildDomainOperators([], ['x.com', 'y.com'])).toBe('-site:x.com -site:y.com');
    expect(buildDomainOperators([], [])).toBe('');
  });
});
