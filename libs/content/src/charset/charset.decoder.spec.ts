import iconv from 'iconv-lite';
import { decodeBody } from './charset.decoder';

const page = (head: string, body: string) => `<html><head>${head}</head><body><p>${body}</p></body></html>`;

describe('decodeBody', () => {
  it('decodes Shift_JIS declared in the Content-Type header', () => {
    const bytes = iconv.encode(page('', '日本語のページ'), 'shift_jis');
    const out = decodeBody(bytes, 'text/html; charset=Shift_JIS');
    expect(out).toEqual({ text: expect.stringContaining('日本語のページ'), charset: 'shift_jis' });
  });

  it('decodes EUC-KR found by sniffing <meta charset>', () => {
    const bytes = iconv.encode(page('<meta charset="euc-kr">', '한국어 문서'), 'euc-kr');
    const out = decodeBody(bytes, 'text/html');
    expect(out.charset).toBe('euc-kr');
    expect(out.text).toContain('한국어 문서');
  });

  it('decodes windows-1252 declared by meta http-equiv, and treats iso-8859-1 as windows-1252', () => {
    const bytes = iconv.encode(page('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">', 'café “quoted” €5'), 'windows-1252');
    const out = decodeBody(bytes);
    expect(out.charset).toBe('windows-1252');
    expect(out.text).toContain('café “quoted” €5');
  });

  it('decodes EUC-JP, GBK (gb2312 label) and Big5', () => {
    expect(decodeBody(iconv.encode('<p>東京</p>', 'euc-jp'), 'text/html; charset=EUC-JP').text).toBe('<p>東京</p>');
    expect(decodeBody(iconv.encode('<p>中文网页</p>', 'gbk'), 'text/html; charset="gb2312"')).toEqual({ text: '<p>中文网页</p>', charset: 'gbk' });
    expect(decodeBody(iconv.encode('<p>繁體中文</p>', 'big5'), 'text/html; charset=big5').text).toBe('<p>繁體中文</p>');
  });

  it('lets a byte order mark win over the header', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('<p>hé</p>', 'utf-16le')]);
    expect(decodeBody(bytes, 'text/html; charset=iso-8859-1')).toEqual({ text: '<p>hé</p>', charset: 'utf-16le' });
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>ü</p>')]);
    expect(decodeBody(utf8)).toEqual({ text: '<p>ü</p>', charset: 'utf-8' });
  });

  it('prefers the header over the meta tag', () => {
    const bytes = iconv.encode(page('<meta charset="shift_jis">', 'ñandú'), 'windows-1252');
    expect(decodeBody(bytes, 'text/html; charset=windows-1252').text).toContain('ñandú');
  });

  it('defaults to UTF-8 and falls back to windows-1252 for undeclared invalid UTF-8', () => {
    expect(decodeBody(Buffer.from('<p>naïve ✓</p>'))).toEqual({ text: '<p>naïve ✓</p>', charset: 'utf-8' });
    expect(decodeBody(iconv.encode('<p>naïve</p>', 'windows-1252'))).toEqual({ text: '<p>naïve</p>', charset: 'windows-1252' });
  });

  it('ignores unknown labels and a UTF-16 meta label in an ASCII-readable page', () => {
    expect(decodeBody(Buffer.from('<p>ok ü</p>'), 'text/html; charset=no-such-charset').charset).toBe('utf-8');
    expect(decodeBody(Buffer.from('<meta charset="utf-16"><p>ü</p>')).text).toContain('ü');
  });
});
