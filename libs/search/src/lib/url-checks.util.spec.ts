import { isScrapeableUrl, normaliseUrlKey } from './url-checks.util';
import { hostMatches, passesDomainFilter } from './domain-filter.util';

describe('isScrapeableUrl', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://sub.example.co.uk:8080/x?y=1', true],
    ['http://8.8.8.8/', true],
    ['ftp://example.com/file', false],
    ['javascript:alert(1)', false],
    ['https://user:pw@example.com/', false],
    ['http://localhost:3000/', false],
    ['http://intranet/', false],
    ['http://printer.local/', false],
    ['http://service.internal/', false],
    ['http://abc.onion/', false],
    ['http://127.0.0.1/', false],
    ['http://10.1.2.3/', false],
    ['http://172.20.0.1/', false],
    ['http://192.168.1.20/', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['http://[::1]/', false],
    ['http://[fd00::1]/', false],
    ['http://[::ffff:10.0.0.1]/', false],
    ['not a url', false],
  ])('%s -> %s', (url, ok) => expect(isScrapeableUrl(url)).toBe(ok));
});

describe('normaliseUrlKey', () => {
  it('treats scheme, www, fragment and trailing slash as the same page', () => {
    const key = normaliseUrlKey('https://www.Example.com/docs/#intro');
    expect(normaliseUrlKey('http://example.com/docs')).toBe(key);
    expect(normaliseUrlKey('https://example.com/docs?page=2')).not.toBe(key);
  });
});

describe('domain filter', () => {
  it('matches subdomains but not look-alikes', () => {
    expect(hostMatches('docs.python.org', 'python.org')).toBe(true);
    expect(hostMatches('notpython.org', 'python.org')).toBe(false);
  });

  it('applies include and exclude lists on hostnames', () => {
    expect(passesDomainFilter('https://www.github.com/x', ['github.com'], [])).toBe(true);
    expect(passesDomainFilter('https://gitlab.com/x', ['github.com'], [])).toBe(false);
    expect(passesDomainFilter('https://old.reddit.com/r/x', [], ['reddit.com'])).toBe(false);
    expect(passesDomainFilter('::nonsense', [], [])).toBe(false);
  });
});
