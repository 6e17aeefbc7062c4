import { anyLexemeQuery, localQueryText } from './local-query.util';

describe('localQueryText', () => {
  it('drops the operators the plan enforces and keeps web syntax for PostgreSQL', () => {
    expect(localQueryText('rust "error handling" -python site:doc.rust-lang.org')).toEqual({ text: 'rust "error handling" -python', positive: 'rust  error handling ' });
  });

  it('removes the OR left between site operators of includeDomains', () => {
    expect(localQueryText('moon lander site:space.com OR site:spacenews.com').text).toBe('moon lander');
    expect(localQueryText('site:a.com OR site:b.com').text).toBe('');
  });

  it('keeps a user OR between words, and image size and filetype operators go', () => {
    expect(localQueryText('cats or dogs imagesize:100x100 filetype:pdf')).toEqual({ text: 'cats or dogs', positive: 'cats dogs' });
  });
});

describe('anyLexemeQuery', () => {
  it('ORs quoted lexemes, escaping quotes and backslashes', () => {
    expect(anyLexemeQuery(['moon', "o'neil", 'a\\b'])).toBe("'moon' | 'o''neil' | 'a\\\\b'");
  });
});
