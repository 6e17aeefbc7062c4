/**
 * Metadata fields the contract declares as one string. Clients type them as strings, so a page
 * that repeats a tag (two `<meta name="description">`, two `og:image`) must not turn one into an
 * array.
 */
export const DECLARED_METADATA_STRINGS = [
  'title', 'description', 'language', 'keywords', 'robots', 'favicon',
  'ogTitle', 'ogDescription', 'ogUrl', 'ogImage', 'ogSiteName', 'ogLocale',
  'url', 'sourceURL', 'contentType', 'scrapeId', 'cachedAt',
] as const;

/**
 * The one rule for repeated tags, the same for every declared field: the field holds the first
 * non-empty value in page order, and when there was more than one distinct value, all of them
 * (in page order) are passed through under `<field>Values`. Undeclared tags keep every value
 * under their own name (a string, or an array when repeated). Returns a new object; anything that
 * is not a plain object is returned as is for the schema to judge.
 */
export function collapseRepeatedMetadata(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  let out: Record<string, unknown> | null = null;
  for (const key of DECLARED_METADATA_STRINGS) {
    const value = (input as Record<string, unknown>)[key];
    if (!Array.isArray(value)) continue;
    out ??= { ...(input as Record<string, unknown>) };
    const values = distinctStrings(value);
    if (values.length > 0) out[key] = values[0];
    else delete out[key];
    if (values.length > 1) out[`${key}Values`] = values;
  }
  return out ?? input;
}

function distinctStrings(values: unknown[]): string[] {
  const seen: string[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    const s = String(v).trim();
    if (s !== '' && !seen.includes(s)) seen.push(s);
  }
  return seen;
}
