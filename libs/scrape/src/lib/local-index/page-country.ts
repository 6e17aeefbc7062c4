/**
 * The country a page is for, as the local index records it (lower-case ISO 3166-1 alpha-2), so a
 * search's `country`/`location` can prefer in-country pages. Only what the page itself says:
 *  1. its own hreflang (the alternate link that points at this URL): declared for this very page;
 *  2. a country-code TLD (`example.de`, `example.co.uk`): where the site is registered, and not a
 *     template default the way `lang="en-US"` / `og:locale=en_US` often are on sites everywhere;
 *  3. the region of its og:locale, then of its language (html `lang` / `content-language`).
 * Country-code TLDs sold worldwide as generic ones (.io, .co, .tv, .me, .ai, ...) say nothing.
 * Null when nothing says.
 */
export type PageCountrySignals = { url: string; hreflang?: string; ogLocale?: string; language?: string };

// ccTLDs marketed and used as generic ones (the list search engines treat as generic), and .eu (not a country)
const GENERIC_CCTLDS = new Set(['ad', 'ai', 'as', 'bz', 'cc', 'cd', 'co', 'dj', 'fm', 'gg', 'io', 'la', 'ly', 'me', 'ms', 'nu', 'sc', 'sh', 'sr', 'su', 'tk', 'to', 'tv', 'vc', 'ws', 'eu']);
// codes people write that ISO spells differently
const REGION_ALIASES: Record<string, string> = { uk: 'gb' };

export function pageCountry(s: PageCountrySignals): string | null {
  return regionOfLocale(s.hreflang) ?? countryOfTld(s.url) ?? regionOfLocale(s.ogLocale) ?? regionOfLocale(s.language);
}

/** "de-AT" / "en_GB" / "zh-Hant-TW" -> "at" / "gb" / "tw"; null for "en", "es-419" (not a country) or "x-default". */
export function regionOfLocale(tag: string | undefined): string | null {
  const parts = (tag ?? '').trim().split(/[-_]/);
  if (parts.length < 2 || !/^[a-z]{2,3}$/i.test(parts[0])) return null;
  // language[-script]-region: the region is the first two-letter subtag after the language
  const region = parts.slice(1).find((p) => /^[a-z]{2}$/i.test(p));
  return region ? alias(region.toLowerCase()) : null;
}

function countryOfTld(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const tld = host.split('.').pop() ?? '';
  return /^[a-z]{2}$/.test(tld) && !GENERIC_CCTLDS.has(tld) ? alias(tld) : null;
}

const alias = (code: string) => REGION_ALIASES[code] ?? code;

/**
 * The hreflang of the `<link rel="alternate" hreflang=... href=...>` that points at the page itself
 * (a page lists every language version of itself, its own included); undefined when none does.
 */
export function selfHreflang(html: string, pageUrl: string): string | undefined {
  const self = withoutHash(pageUrl);
  if (!self) return undefined;
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag[0])?.slice(1).find((v) => v !== undefined);
    const lang = attr('hreflang');
    const href = attr('href');
    if (!lang || !href || !/\balternate\b/i.test(attr('rel') ?? '')) continue;
    if (withoutHash(href, pageUrl) === self) return lang;
  }
  return undefined;
}

function withoutHash(url: string, base?: string): string | undefined {
  try {
    const u = new URL(url, base);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}
