export type ImageSize = { width: number; height: number };

/** What the user typed, split into text for the provider and operators we enforce ourselves. */
export type ParsedQuery = {
  /** Query text to send on: `site:` operators stay (engines may honour them), image size operators are removed. */
  text: string;
  sites: string[];
  excludedSites: string[];
  exactImageSize?: ImageSize;
  minImageSize?: ImageSize;
};

// Operators are whitespace-delimited tokens, as in the engines that define them.
const SITE = /^(-?)site:(\S+)$/i;
const SIZE = /^(imagesize|larger):(\d+)\s*[x×]\s*(\d+)$/i;

export function parseQueryOperators(query: string): ParsedQuery {
  const kept: string[] = [];
  const parsed: ParsedQuery = { text: '', sites: [], excludedSites: [] };
  for (const token of query.trim().split(/\s+/).filter(Boolean)) {
    const site = SITE.exec(token);
    const size = SIZE.exec(token);
    if (site) {
      const host = normaliseHost(site[2]);
      if (host) (site[1] ? parsed.excludedSites : parsed.sites).push(host);
      kept.push(token);
    } else if (size) {
      const dims = { width: Number(size[2]), height: Number(size[3]) };
      if (size[1].toLowerCase() === 'imagesize') parsed.exactImageSize = dims;
      else parsed.minImageSize = dims;
    } else {
      kept.push(token);
    }
  }
  parsed.text = kept.join(' ');
  return parsed;
}

/** Accepts `example.com`, `https://Example.com/path` (users paste URLs into site:) and returns `example.com`. */
export function normaliseHost(value: string): string | undefined {
  const raw = value.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const host = raw.split(/[/?#]/)[0].replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(host) && host.includes('.') ? host : undefined;
}

/** ` (site:a OR site:b)` style suffix; SearXNG forwards it to engines as text. */
export function buildDomainOperators(include: string[], exclude: string[]): string {
  const parts: string[] = [];
  if (include.length === 1) parts.push(`site:${include[0]}`);
  if (include.length > 1) parts.push(include.map((d) => `site:${d}`).join(' OR '));
  for (const d of exclude) parts.push(`-site:${d}`);
  return parts.join(' ');
}
