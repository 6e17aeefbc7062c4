/** Resolves `href` against `base`; undefined when it is not a valid URL. */
export function resolveUrl(href: string | null | undefined, base: string): string | undefined {
  if (href == null) return undefined;
  const trimmed = href.trim();
  if (trimmed === '') return undefined;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return undefined;
  }
}

export function isHttpUrl(url: string): boolean {
  return url.startsWith('http://') || url.startsWith('https://');
}

/** Absolute http(s) URL, or undefined for other schemes (mailto:, javascript:, data:, ...). */
export function resolveHttpUrl(href: string | null | undefined, base: string): string | undefined {
  const abs = resolveUrl(href, base);
  return abs !== undefined && isHttpUrl(abs) ? abs : undefined;
}
