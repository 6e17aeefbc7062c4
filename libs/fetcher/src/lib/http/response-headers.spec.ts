import { flattenResponseHeaders } from './response-headers';

describe('flattenResponseHeaders', () => {
  it('lower-cases names, joins lists with ", " and cookies with newlines', () => {
    const flat = flattenResponseHeaders({
      'Content-Type': 'text/html',
      'x-list': ['accept', 'cookie'],
      'set-cookie': ['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2'],
      missing: undefined,
    });
    expect(flat).toEqual({
      'content-type': 'text/html',
      'x-list': 'accept, cookie',
      'set-cookie': 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT\nb=2',
    });
  });
});
