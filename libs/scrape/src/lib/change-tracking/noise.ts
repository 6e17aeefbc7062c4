// What changes between two fetches of an unchanged page: timestamps, cache busters, session tokens,
// tracking parameters and query order. Each line is normalised on its own (line count stays), so a
// diff over normalised lines maps back to the page's own lines.

const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s?(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT)?/g;
const RELATIVE_TIME = /\b(?:\d+|a|an|one)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\s+ago\b|\bjust now\b/gi;
// a bare time of day is content (opening hours) unless the line says it is when the page was made
const TIME_OF_DAY = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s?(?:UTC|GMT|[A-Z]{2,4}T))?/g;
const GENERATED_AT = /\b(?:updated|as of|generated|rendered|retrieved|fetched|last (?:modified|checked|seen|refreshed)|served|cached|current time)\b/i;
const URL_IN_TEXT = /(?:https?:\/\/|\/)[^\s)\]"'<>]*\?[^\s)\]"'<>]+|https?:\/\/[^\s)\]"'<>]+/g;
const NOISE_PARAMS = /^(?:v|ver|_|cb|cachebust(?:er)?|cache|nocache|t|ts|timestamp|rev|rnd|rand|random|sid|session(?:id)?|phpsessid|jsessionid|aspsessionid|token|csrf(?:_?token)?|_csrf|nonce|state|utm_[a-z]+|fbclid|gclid|msclkid|mc_eid|_ga|_gl|ref_src)$/i;
const FINGERPRINT = /[.-][0-9a-f]{8,}(?=\.(?:js|mjs|css|png|jpe?g|gif|webp|avif|svg|woff2?|ico)\b)/gi;

export function normalizeNoise(markdown: string): string {
  return markdown.split('\n').map(normalizeLine).join('\n');
}

export function normalizeLine(line: string): string {
  let out = line.replace(URL_IN_TEXT, normalizeUrl).replace(TIMESTAMP, '<timestamp>').replace(RELATIVE_TIME, '<ago>');
  if (GENERATED_AT.test(out)) out = out.replace(TIME_OF_DAY, '<time>');
  return out.replace(/\s+$/, '');
}

/** Drops cache-buster, session and tracking parameters, sorts the rest, removes file fingerprints. */
export function normalizeUrl(raw: string): string {
  const [beforeQuery, query = ''] = raw.split('?', 2);
  const path = beforeQuery.replace(/;jsessionid=[^/?#]*/i, '').replace(FINGERPRINT, '');
  const [params, hash] = query.split('#', 2);
  const kept = params
    .split('&')
    .filter((p) => p && !NOISE_PARAMS.test(decodeSafe(p.split('=')[0])))
    .sort();
  return `${path}${kept.length ? `?${kept.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
