import iconv from 'iconv-lite';

export type EncodedPage = { body: Buffer; contentType: string };

const page = (lang: string, title: string, text: string, meta = '') =>
  `<!doctype html><html lang="${lang}"><head>${meta}<title>${title}</title></head><body><main><article><h1>${title}</h1><p>${text}</p></article></main></body></html>`;

/** Expected texts, for tests to compare against the decoded output. */
export const CHARSET_TEXTS = {
  shiftJis: { title: '日本語のページ', text: 'これはシフトJISで書かれた日本語の文章です。トマトの育て方について説明します。' },
  eucKr: { title: '한국어 페이지', text: '이 문서는 EUC-KR 인코딩으로 작성된 한국어 문장입니다. 토마토 재배 방법을 설명합니다.' },
  windows1252: { title: 'Café crème', text: 'Naïve façade — “smart quotes” cost 5 € in the café.' },
} as const;

/**
 * Legacy-encoded pages: Shift_JIS declared only in the HTTP header, EUC-KR and windows-1252
 * declared only in a <meta> tag (the header says text/html with no charset).
 */
export function charsetPages(): Record<string, EncodedPage> {
  const { shiftJis, eucKr, windows1252 } = CHARSET_TEXTS;
  return {
    '/charset/shift-jis': { body: iconv.encode(page('ja', shiftJis.title, shiftJis.text), 'shift_jis'), contentType: 'text/html; charset=Shift_JIS' },
    '/charset/euc-kr': { body: iconv.encode(page('ko', eucKr.title, eucKr.text, '<meta charset="euc-kr">'), 'euc-kr'), contentType: 'text/html' },
    '/charset/windows-1252': {
      body: iconv.encode(page('fr', windows1252.title, windows1252.text, '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'), 'windows-1252'),
      contentType: 'text/html',
    },
  };
}
