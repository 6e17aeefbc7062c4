import type { StreamPlan } from '../lib/search-plan.util';

// DuckDuckGo names a few regions and languages its own way (kl=<region>-<language>).
const REGION_RENAMES: Record<string, string> = { gb: 'uk' };
const LANGUAGE_RENAMES: Record<string, string> = { ja: 'jp', ko: 'kr', nb: 'no' };
const TIME_CODES = { day: 'd', week: 'w', month: 'm', year: 'y' } as const;

/** `kl` from the stream's BCP 47 language (`de-DE` -> `de-de`, `en-GB` -> `uk-en`); `wt-wt` = no region. */
export function duckduckgoRegion(language: string | undefined): string {
  const m = /^([a-z]{2,3})-([A-Z]{2})$/.exec(language ?? '');
  if (!m) return 'wt-wt';
  const region = m[2].toLowerCase();
  if (m[1] === 'zh') return `${region}-${region === 'cn' ? 'zh' : 'tzh'}`;
  return `${REGION_RENAMES[region] ?? region}-${LANGUAGE_RENAMES[m[1]] ?? m[1]}`;
}

/** Safe search: strict when asked, off otherwise (an omitted `safe` means no filtering, spec 4.1). */
export function duckduckgoSafe(stream: StreamPlan): string {
  return stream.safe ? '1' : '-2';
}

/** The no-JavaScript results page: GET /html/?q&kl&kp&df, then `s` (offset) and `dc` for later pages. */
export function duckduckgoHtmlParams(stream: StreamPlan, offset: number): URLSearchParams {
  const p = new URLSearchParams({ q: stream.text, kl: duckduckgoRegion(stream.language), kp: duckduckgoSafe(stream) });
  if (stream.timeRange) p.set('df', TIME_CODES[stream.timeRange]);
  if (offset > 0) {
    p.set('s', String(offset));
    p.set('dc', String(offset + 1));
  }
  return p;
}

/** news.js / i.js: the JSON endpoints behind the site's news and image tabs, keyed by a `vqd` token. */
export function duckduckgoJsonParams(stream: StreamPlan, vqd: string, offset: number): URLSearchParams {
  const p = new URLSearchParams({ q: stream.text, l: duckduckgoRegion(stream.language), o: 'json', vqd, p: stream.safe ? '1' : '-1' });
  if (stream.group === 'news') {
    p.set('noamp', '1');
    if (stream.timeRange) p.set('df', TIME_CODES[stream.timeRange]);
  } else {
    p.set('f', ',,,,,');
  }
  if (offset > 0) p.set('s', String(offset));
  return p;
}
