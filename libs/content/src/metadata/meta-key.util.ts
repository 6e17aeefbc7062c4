/** Reference-service names that differ from the plain camelCase of the meta name. */
const RENAMED: Record<string, string> = {
  'article:published_time': 'publishedTime',
  'article:modified_time': 'modifiedTime',
  'og:locale:alternate': 'ogLocaleAlternate',
};

/** Meta names whose values repeat by design; their camelCase key holds every value. */
export const MULTI_VALUE_KEYS = new Set(['ogLocaleAlternate', 'articleTag']);

const CAMEL_PREFIXES = /^(?:og|twitter|dc|dcterms|article|fb|al|book|profile|music|video|product)[:.]/i;

/**
 * camelCase key of a namespaced meta name (`og:title` -> `ogTitle`, `dcterms.created` ->
 * `dcTermsCreated`, `twitter:image:alt` -> `twitterImageAlt`), or undefined for plain names.
 */
export function camelMetaKey(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (RENAMED[lower]) return RENAMED[lower];
  if (!CAMEL_PREFIXES.test(lower)) return undefined;
  const parts = lower.split(/[:._-]+/).filter(Boolean);
  return parts
    .map((part, i) => {
      if (i === 0) return part === 'dcterms' ? 'dcTerms' : part;
      return part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join('');
}
