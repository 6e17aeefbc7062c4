/** Hostname of a URL without a leading `www.`, or undefined when it does not parse. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** A host matches a domain when equal to it or a subdomain of it (`docs.python.org` matches `python.org`). */
export function hostMatches(host: string, domain: string): boolean {
  const d = domain.replace(/^www\./, '');
  return host === d || host.endsWith(`.${d}`);
}

/** Our own enforcement of include/exclude lists, since engines are free to ignore `site:`. */
export function passesDomainFilter(url: string, include: string[], exclude: string[]): boolean {
  const host = hostOf(url);
  if (!host) return false;
  if (include.length > 0 && !include.some((d) => hostMatches(host, d))) return false;
  return !exclude.some((d) => hostMatches(host, d));
}
