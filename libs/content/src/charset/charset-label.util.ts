import iconv from 'iconv-lite';

/**
 * WHATWG Encoding Standard label folding for the labels that matter in practice: browsers decode
 * "iso-8859-1"/"ascii" as windows-1252 and "gb2312" as GBK, so we do too.
 */
const ALIASES: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'l1': 'windows-1252',
  ascii: 'windows-1252',
  'us-ascii': 'windows-1252',
  'x-cp1252': 'windows-1252',
  gb2312: 'gbk',
  'x-gbk': 'gbk',
  'x-sjis': 'shift_jis',
  'shift-jis': 'shift_jis',
  sjis: 'shift_jis',
  'ms932': 'shift_jis',
  'windows-31j': 'shift_jis',
  'x-euc-jp': 'euc-jp',
  'ks_c_5601-1987': 'euc-kr',
  'big5-hkscs': 'big5',
  'utf8': 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  'x-user-defined': 'windows-1252',
};

/** Canonical lower-case charset name iconv-lite can decode, or undefined for unknown labels. */
export function normalizeCharset(label: string | undefined | null): string | undefined {
  if (!label) return undefined;
  const clean = label.trim().replace(/^["']|["']$/g, '').toLowerCase();
  if (clean === '') return undefined;
  const name = ALIASES[clean] ?? clean;
  return iconv.encodingExists(name) ? name : undefined;
}

/** charset parameter of a Content-Type header value. */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '');
  return match ? match[2] : undefined;
}
