import { buildDomainOperators } from './query-operators.util';
import type { StreamPlan } from './search-plan.util';

/**
 * Academic and research hosts for the `research` category on a provider without a science engine
 * (DuckDuckGo). Operators replace it with SEARCH_RESEARCH_DOMAINS. A listed host covers its
 * subdomains (ncbi.nlm.nih.gov covers pubmed.ncbi.nlm.nih.gov and pmc.ncbi.nlm.nih.gov).
 */
export const DEFAULT_RESEARCH_DOMAINS: readonly string[] = [
  'arxiv.org', 'ncbi.nlm.nih.gov', 'europepmc.org', 'biorxiv.org', 'medrxiv.org', 'semanticscholar.org',
  'scholar.archive.org', 'openreview.net', 'aclanthology.org', 'dl.acm.org', 'ieeexplore.ieee.org',
  'link.springer.com', 'nature.com', 'science.org', 'sciencedirect.com', 'onlinelibrary.wiley.com',
  'journals.plos.org', 'frontiersin.org', 'mdpi.com', 'pnas.org', 'cell.com', 'thelancet.com', 'nejm.org',
  'bmj.com', 'jstor.org', 'ssrn.com', 'researchgate.net', 'academic.oup.com', 'tandfonline.com',
  'journals.sagepub.com', 'zenodo.org', 'hal.science', 'osf.io', 'papers.nips.cc', 'proceedings.mlr.press',
];

/** Site operators sent with the query stop at this length: engines cut or refuse very long queries. */
const MAX_OPERATOR_CHARS = 360;

/**
 * The research stream for such a provider: the query restricted to the first research hosts that
 * fit (`site:a OR site:b ...`), and every result required to be on one of the listed hosts (the
 * whole list: an engine may ignore the operators, and results outside them are not research).
 */
export function researchStream(stream: StreamPlan, domains: readonly string[]): StreamPlan {
  const inQuery: string[] = [];
  for (const d of domains) {
    if (buildDomainOperators([...inQuery, d], []).length > MAX_OPERATOR_CHARS) break;
    inQuery.push(d);
  }
  const operators = buildDomainOperators(inQuery, []);
  return { ...stream, text: operators ? `${stream.text} ${operators}` : stream.text, filter: { ...stream.filter, onlyDomains: [...domains] } };
}

/** SEARCH_RESEARCH_DOMAINS: a comma list of hosts; blank means the default list. */
export function parseResearchDomains(setting: string | undefined): string[] {
  const hosts = (setting ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/^\*\./, '')).filter(Boolean);
  return hosts.length > 0 ? [...new Set(hosts)] : [...DEFAULT_RESEARCH_DOMAINS];
}
