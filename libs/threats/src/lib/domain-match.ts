/**
 * Domain list entries: a plain domain (`example.com`) matches itself and its subdomains; a glob
 * (`*.example.com`, `ads-*.net`) matches the whole hostname, `*` standing for any run of characters
 * and `?` for one. Case and a trailing dot are ignored.
 */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '').replace(/^\[|\]$/g, '');
}

export type DomainMatcher = (host: string) => boolean;

export function domainMatcher(entries: readonly string[]): DomainMatcher {
  const plain = new Set<string>();
  const globs: RegExp[] = [];
  for (const raw of entries) {
    const entry = normalizeHost(raw);
    if (!entry) continue;
    if (/[*?]/.test(entry)) globs.push(globToRegExp(entry));
    else plain.add(entry);
  }
  return (host) => {
    const h = normalizeHost(host);
    if (plainMatches(plain, h)) return true;
    return globs.some((g) => g.test(h));
  };
}

/** The host or one of its parent domains is in the set. */
export function plainMatches(set: ReadonlySet<string>, host: string): boolean {
  if (set.size === 0) return false;
  let h = host;
  for (;;) {
    if (set.has(h)) return true;
    const dot = h.indexOf('.');
    if (dot < 0) return false;
    h = h.slice(dot + 1);
  }
}

function globToRegExp(glob: string): RegExp {
  const body = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/** The last label of a hostname (`com` of `a.example.com`); IP literals have none. */
export function topLevelDomain(host: string): string | null {
  const h = normalizeHost(host);
  if (/^[\d.]+$/.test(h) || h.includes(':')) return null;
  const dot = h.lastIndexOf('.');
  return dot < 0 ? h : h.slice(dot + 1);
}
