import { redirectMethod, redirectTarget } from './redirects';

describe('redirects', () => {
  const base = new URL('https://example.com/a/b?q=1');

  it.each([301, 302, 303, 307, 308])('follows %i with a Location', (status) => {
    expect(redirectTarget(status, '/next', base)?.href).toBe('https://example.com/next');
  });

  it('resolves relative, protocol-relative and absolute Locations', () => {
    expect(redirectTarget(302, 'c', base)?.href).toBe('https://example.com/a/c');
    expect(redirectTarget(302, '//other.org/x', base)?.href).toBe('https://other.org/x');
    expect(redirectTarget(302, 'http://third.net/', base)?.href).toBe('http://third.net/');
  });

  it('does not follow other statuses or a missing Location', () => {
    expect(redirectTarget(200, '/x', base)).toBeNull();
    expect(redirectTarget(304, '/x', base)).toBeNull();
    expect(redirectTarget(300, '/x', base)).toBeNull();
    expect(redirectTarget(302, undefined, base)).toBeNull();
  });

  it('switches to GET on 303 and on 301/302 after POST only', () => {
    expect(redirectMethod(303, 'PUT')).toBe('GET');
    expect(redirectMethod(302, 'POST')).toBe('GET');
    expect(redirectMethod(301, 'POST')).toBe('GET');
    expect(redirectMethod(307, 'POST')).toBe('POST');
    expect(redirectMethod(308, 'POST')).toBe('POST');
    expect(redirectMethod(302, 'GET')).toBe('GET');
  });
});
