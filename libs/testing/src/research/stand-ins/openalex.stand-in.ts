import type { FixturePaper } from '../paper-corpus';
import { TOPIC_NAMES, type Handler, type StandInContext } from './common';

function openalexWork(p: FixturePaper) {
  const inverted: Record<string, number[]> = {};
  p.abstract.split(/\s+/).forEach((w, i) => (inverted[w] ??= []).push(i));
  const doi = p.doi ?? (p.arxiv ? `10.48550/arxiv.${p.arxiv}` : null);
  return {
    id: `https://openalex.org/W${4000000000 + p.n}`, doi: doi ? `https://doi.org/${doi}` : null, title: p.title, display_name: p.title,
    publication_date: p.published, updated_date: '2026-01-01T00:00:00.000000',
    ids: { openalex: `https://openalex.org/W${4000000000 + p.n}`, ...(doi ? { doi: `https://doi.org/${doi}` } : {}), ...(p.pmid ? { pmid: `https://pubmed.ncbi.nlm.nih.gov/${p.pmid}` } : {}), ...(p.pmcid ? { pmcid: `https://www.ncbi.nlm.nih.gov/pmc/articles/${p.pmcid.replace(/^PMC/, '')}` } : {}) },
    abstract_inverted_index: inverted,
    authorships: p.authors.map((a) => ({ author_position: 'middle', author: { id: 'https://openalex.org/A1', display_name: a.name }, institutions: [{ display_name: a.affiliation }], raw_affiliation_strings: [a.affiliation] })),
    primary_topic: { display_name: TOPIC_NAMES[p.topic], field: { display_name: p.categories[0] } },
    locations: p.arxiv ? [{ landing_page_url: `https://arxiv.org/abs/${p.arxiv}` }] : [],
  };
}

// OpenAlex works API: a work by doi:/pmid: key, and `filter=cites:W..` / `cited_by:W..` lists with
// cursor paging (5 a page here, whatever per-page asks), abstracts as inverted indexes, every
// request refused without the key the stand-in was given
export function openalexStandIn({ corpus, byN, o }: StandInContext): Handler {
  return (url) => {
    const json = (status: number, v: unknown) => ({ status, type: 'application/json', body: JSON.stringify(v) });
    if (!o.openalexKey || url.searchParams.get('api_key') !== o.openalexKey) return json(403, { error: 'Forbidden', message: 'A valid API key is required.' });
    const one = /^\/works\/(doi|pmid):(.+)$/.exec(decodeURIComponent(url.pathname));
    if (one) {
      const [, ns, value] = one;
      const p = corpus.find((x) => (ns === 'pmid' ? x.pmid === value : (x.doi ?? (x.arxiv ? `10.48550/arxiv.${x.arxiv}` : '')) === value!.toLowerCase()));
      return p ? json(200, openalexWork(p)) : json(404, { error: 'Not Found', message: `${ns}:${value} does not exist` });
    }
    if (url.pathname === '/works') {
      const m = /^(cites|cited_by):W(\d+)$/.exec(url.searchParams.get('filter') ?? '');
      if (!m) return json(400, { error: 'Invalid query parameters error.', message: 'filter is not valid' });
      const seed = byN.get(Number(m[2]) - 4000000000);
      const hits = !seed ? [] : m[1] === 'cites' ? corpus.filter((x) => x.cites.includes(seed.n)) : seed.cites.map((n) => byN.get(n)).filter((x): x is FixturePaper => !!x);
      const cursor = url.searchParams.get('cursor') ?? '*';
      const offset = cursor === '*' ? 0 : Number(Buffer.from(cursor, 'base64url').toString());
      const size = 5;
      const results: unknown[] = hits.slice(offset, offset + size).map(openalexWork);
      if (o.malformed && offset === 0 && results.length > 0) results.push({ id: 'https://openalex.org/W1', title: null, display_name: null });
      const next = offset + size < hits.length ? Buffer.from(String(offset + size)).toString('base64url') : null;
      return json(200, { meta: { count: hits.length, db_response_time_ms: 3, page: null, per_page: size, next_cursor: next, groups_count: null }, results, group_by: [] });
    }
    return json(404, { error: 'Not Found' });
  };
}
