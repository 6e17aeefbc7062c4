import type { FixturePaper } from '../paper-corpus';
import { dateWindow, esc, textMatch, words, type Handler, type StandInContext } from './common';

function epmcJson(p: FixturePaper) {
  const preprintOnly = !p.pmid && !!p.doi;
  return {
    id: p.pmid ?? p.ppr ?? `PPR${800000 + p.n}`, source: p.pmid ? 'MED' : 'PPR', pmid: p.pmid, pmcid: p.pmcid, doi: p.doi,
    title: `${p.title}.`, authorString: p.authors.map((a) => a.name).join(', ') + '.',
    authorList: { author: p.authors.map((a) => ({ fullName: a.name, authorAffiliationDetailsList: { authorAffiliation: [{ affiliation: a.affiliation }] } })) },
    abstractText: `<h4>Background</h4>${esc(p.abstract)}`, firstPublicationDate: p.published, pubYear: p.published.slice(0, 4),
    isOpenAccess: p.pmcid ? 'Y' : 'N', ...(preprintOnly ? { pubType: 'preprint' } : {}),
  };
}

function jats(p: FixturePaper): string {
  const secs = (p.sections ?? []).map((s) => `<sec><title>${esc(s.title)}</title>${s.paragraphs.map((x) => `<p>${esc(x)}</p>`).join('')}</sec>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article"><front><article-meta><title-group><article-title>${esc(p.title)}</article-title></title-group><abstract><p>${esc(p.abstract)}</p></abstract></article-meta></front><body>${secs}</body><back><ref-list/></back></article>`;
}

/** Europe PMC's REST API: search (JSON, cursorMark paging), citations and references lists, open-access fullTextXML. */
export function europepmcStandIn({ corpus, byN, o }: StandInContext): Handler {
  const inEpmc = corpus.filter((p) => p.pmid || p.doi);
  return (url) => {
    const json = (v: unknown) => ({ status: 200, type: 'application/json', body: JSON.stringify(v) });
    const path = url.pathname.replace(/^\/+/, '/');
    if (path === '/search') {
      const q = url.searchParams.get('query') ?? '';
      const size = Number(url.searchParams.get('pageSize') ?? 25);
      const cursor = url.searchParams.get('cursorMark') ?? '*';
      const offset = cursor === '*' ? 0 : Number(Buffer.from(cursor, 'base64url').toString());
      let hits: FixturePaper[];
      const doi = /^DOI:"([^"]+)"/.exec(q)?.[1]?.toLowerCase();
      const pmid = /^EXT_ID:"?(\d+)"?/.exec(q)?.[1];
      const pmcid = /^PMCID:"?(PMC\d+)"?/i.exec(q)?.[1]?.toUpperCase();
      if (doi) hits = inEpmc.filter((p) => p.doi === doi);
      else if (pmid) hits = inEpmc.filter((p) => p.pmid === pmid);
      else if (pmcid) hits = inEpmc.filter((p) => p.pmcid === pmcid);
      else {
        const window = dateWindow(q, /FIRST_PDATE:\[(\S+) TO (\S+)\]/);
        const free = q.replace(/FIRST_PDATE:\[[^\]]*\]|SRC:\w+|PUBLISHER:"[^"]*"|\bAND\b/g, ' ');
        const terms = words(free);
        hits = inEpmc
          .filter((p) => !window || (p.published >= window[0] && p.published <= window[1]))
          .filter((p) => !/SRC:MED/.test(q) || p.pmid)
          .map((p) => ({ p, m: terms.length === 0 ? 1 : textMatch(p, terms) }))
          .filter((x) => x.m > 0)
          .sort((a, b) => b.m - a.m || a.p.n - b.p.n)
          .map((x) => x.p);
      }
      const slice = hits.slice(offset, offset + size);
      const result: unknown[] = slice.map(epmcJson);
      if (o.malformed && offset === 0 && !doi && !pmid && !pmcid) result.push({ id: '', source: 'MED', title: '', authorString: '' });
      const next = offset + size < hits.length ? Buffer.from(String(offset + size)).toString('base64url') : cursor;
      return json({ version: '6.9', hitCount: hits.length, nextCursorMark: next, request: { queryString: q, resultType: 'core', cursorMark: cursor, pageSize: size, sort: '' }, resultList: { result } });
    }
    const links = /^\/(MED|PMC|PPR)\/([^/]+)\/(citations|references)$/.exec(path);
    if (links) {
      const [, src, id, kind] = links;
      const p = inEpmc.find((x) => (src === 'MED' ? x.pmid === id : src === 'PMC' ? x.pmcid === id : x.ppr === id));
      if (!p) return json({ version: '6.9', hitCount: 0, request: { id, source: src }, errCode: 404, errMsg: 'not found' });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 25);
      const linked = kind === 'citations' ? corpus.filter((x) => x.cites.includes(p.n) && (x.pmid || x.doi)) : p.cites.map((n) => byN.get(n)!).filter((x) => x.pmid || x.doi);
      const entry = (x: FixturePaper) => {
        const e = epmcJson(x);
        return { id: e.id, source: e.source, pmid: x.pmid, doi: x.doi, title: e.title, authorString: e.authorString, pubYear: e.pubYear, citationType: 'journal article' };
      };
      const all: unknown[] = linked.map(entry);
      // real reference lists hold entries Europe PMC could not match to a record
      if (kind === 'references') all.push({ title: 'An unmatched reference without identifiers', pubYear: '1999' });
      const list = all.slice((page - 1) * size, page * size);
      return json(kind === 'citations'
        ? { version: '6.9', hitCount: all.length, request: { id, source: src, page, pageSize: size }, citationList: { citation: list } }
        : { version: '6.9', hitCount: all.length, request: { id, source: src, page, pageSize: size }, referenceList: { reference: list } });
    }
    const full = /^\/(PMC\d+)\/fullTextXML$/.exec(path);
    if (full) {
      const p = inEpmc.find((x) => x.pmcid === full[1]);
      if (!p?.sections) return { status: 404, type: 'text/plain', body: 'Not found' };
      return { status: 200, type: 'application/xml', body: jats(p) };
    }
    return { status: 404, type: 'text/plain', body: 'Not found' };
  };
}
