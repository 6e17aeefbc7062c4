import { buildPdf } from '../fixture-site/pdf-builder';
import http from 'http';
import type { AddressInfo } from 'net';
import { fixtureCorpus, TOPICS, type FixturePaper } from './paper-corpus';

const TOPIC_NAMES = TOPICS.map((t) => t.name);

/**
 * Local stand-ins for Europe PMC's REST API, the arXiv API and PubMed E-utilities, speaking their
 * real formats (JSON with cursorMark paging; Atom with opensearch paging; esearch JSON with
 * retstart, efetch PubmedArticleSet XML, esummary JSON and elink JSON, with neighbour scores), fed from the fixture corpus. They record
 * every request, can answer 429 (with Retry-After) to the first request of each API, and slip a
 * malformed entry into search pages, as the real services occasionally do.
 */
export type ResearchStandIns = {
  europepmcUrl: string;
  arxivUrl: string;
  pubmedUrl: string;
  biorxivUrl: string;
  /** OpenAlex works API (answers only requests carrying `openalexKey` as api_key) */
  openalexUrl: string;
  corpus: FixturePaper[];
  requests: { api: Api; path: string; status: number }[];
  close(): Promise<void>;
};

type Api = 'europepmc' | 'arxiv' | 'pubmed' | 'biorxiv' | 'openalex';

export type StandInOptions = { corpus?: FixturePaper[]; rateLimitFirst?: boolean; malformed?: boolean; /** the key OpenAlex requests must carry (none: OpenAlex refuses every request) */ openalexKey?: string };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function textMatch(p: FixturePaper, terms: string[]): number {
  const hay = new Set(words(`${p.title} ${p.abstract} ${p.authors.map((a) => a.name).join(' ')}`));
  return terms.filter((t) => hay.has(t)).length;
}

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

function atomEntry(p: FixturePaper): string {
  return `<entry><id>http://arxiv.org/abs/${p.arxiv}v1</id><updated>${p.published}T12:00:00Z</updated><published>${p.published}T12:00:00Z</published>
<title>${esc(p.title)}</title><summary>  ${esc(p.abstract)}
</summary>${p.authors.map((a) => `<author><name>${esc(a.name)}</name><arxiv:affiliation xmlns:arxiv="http://arxiv.org/schemas/atom">${esc(a.affiliation)}</arxiv:affiliation></author>`).join('')}
${p.doi ? `<arxiv:doi xmlns:arxiv="http://arxiv.org/schemas/atom">${p.doi}</arxiv:doi>` : ''}<link href="http://arxiv.org/abs/${p.arxiv}v1" rel="alternate" type="text/html"/>
<arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="${p.categories[0]}" scheme="http://arxiv.org/schemas/atom"/>${p.categories.map((c) => `<category term="${c}" scheme="http://arxiv.org/schemas/atom"/>`).join('')}</entry>`;
}

function atomFeed(entries: string[], total: number, start: number, per: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><link href="http://arxiv.org/api/query" rel="self" type="application/atom+xml"/><title type="html">ArXiv Query</title><id>http://arxiv.org/api/x</id><updated>2026-01-01T00:00:00-05:00</updated>
<opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${total}</opensearch:totalResults><opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${start}</opensearch:startIndex><opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${per}</opensearch:itemsPerPage>
${entries.join('\n')}</feed>`;
}

/** Shared title and abstract words: how close two fixture papers are (the stand-in's neighbour score). */
function similarity(a: FixturePaper, b: FixturePaper): number {
  const mine = new Set(words(`${a.title} ${a.abstract}`));
  return new Set(words(`${b.title} ${b.abstract}`).filter((w) => mine.has(w))).size;
}

/** One esummary document summary; `broken` leaves the title empty, as a damaged record would. */
function pubmedSummary(p: FixturePaper, broken: boolean) {
  const [y, m, d] = p.published.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const articleids = [{ idtype: 'pubmed', idtypen: 1, value: p.pmid }, ...(p.doi ? [{ idtype: 'doi', idtypen: 3, value: p.doi }] : []),
    ...(p.pmcid ? [{ idtype: 'pmc', idtypen: 8, value: p.pmcid }, { idtype: 'pmcid', idtypen: 5, value: `pmc-id: ${p.pmcid};` }] : [])];
  return {
    uid: p.pmid, pubdate: `${y} ${months[Number(m) - 1]} ${Number(d)}`, epubdate: '', source: 'J Fixture Res', fulljournalname: 'Journal of Fixture Research',
    authors: p.authors.map((a) => ({ name: a.name, authtype: 'Author', clusterid: '' })), lastauthor: p.authors.at(-1)?.name ?? '',
    title: broken ? '' : `${p.title}.`, sorttitle: p.title.toLowerCase(), articleids, pubtype: ['Journal Article'], sortpubdate: `${y}/${m}/${d} 00:00`,
  };
}

function pubmedArticle(p: FixturePaper): string {
  const [y, m, d] = p.published.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `<PubmedArticle><MedlineCitation Status="MEDLINE" Owner="NLM"><PMID Version="1">${p.pmid}</PMID><Article PubModel="Print"><Journal><JournalIssue><PubDate><Year>${y}</Year><Month>${months[Number(m) - 1]}</Month><Day>${d}</Day></PubDate></JournalIssue></Journal>
<ArticleTitle>${esc(p.title)}.</ArticleTitle><Abstract><AbstractText Label="BACKGROUND">${esc(p.abstract)}</AbstractText></Abstract>
<AuthorList CompleteYN="Y">${p.authors.map((a) => { const [fore, ...last] = a.name.split(' '); return `<Author ValidYN="Y"><LastName>${esc(last.join(' '))}</LastName><ForeName>${esc(fore!)}</ForeName><AffiliationInfo><Affiliation>${esc(a.affiliation)}</Affiliation></AffiliationInfo></Author>`; }).join('')}</AuthorList></Article>
<MeshHeadingList><MeshHeading><DescriptorName UI="D000001" MajorTopicYN="N">${esc(TOPIC_NAMES[p.topic] ?? '')}</DescriptorName></MeshHeading></MeshHeadingList></MedlineCitation>
<PubmedData><ArticleIdList><ArticleId IdType="pubmed">${p.pmid}</ArticleId>${p.doi ? `<ArticleId IdType="doi">${p.doi}</ArticleId>` : ''}${p.pmcid ? `<ArticleId IdType="pmc">${p.pmcid}</ArticleId>` : ''}</ArticleIdList></PubmedData></PubmedArticle>`;
}

const ARXIV_ERROR = atomFeed([`<entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_x</id><title>Error</title><summary>incorrect id format</summary><updated>2026-01-01T00:00:00-05:00</updated><link href="http://arxiv.org/api/errors#x" rel="alternate" type="text/html"/><author><name>arXiv api core</name></author></entry>`], 1, 0, 1);

function dateWindow(q: string, re: RegExp): [string, string] | null {
  const m = re.exec(q);
  return m ? [m[1]!, m[2]!] : null;
}

/** What an arXiv paper's full text says beyond its abstract (the stand-in's HTML and PDF renderings). */
export function arxivExperimentsText(p: FixturePaper): string {
  return `Our experiments on ${p.title.toLowerCase()} use three benchmarks and report every ablation in the second table.`;
}

/**
 * arxiv.org's full text of a paper: of the arXiv papers in corpus order, the first of every three
 * has an HTML rendering (LaTeXML markup: ltx_section, ltx_title, ltx_para), the second only its PDF,
 * the third neither (404 for both, as for a withdrawn or unrendered paper).
 */
function arxivFullText(onArxiv: FixturePaper[], kind: 'html' | 'pdf', id: string): { status: number; type: string; body: string | Buffer } {
  const index = onArxiv.findIndex((p) => p.arxiv === id);
  const p = onArxiv[index];
  const has = p ? (index % 3 === 0 ? 'html' : index % 3 === 1 ? 'pdf' : null) : null;
  if (!p || has !== kind) return { status: 404, type: 'text/html', body: '<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>' };
  if (kind === 'html') {
    const section = (n: number, title: string, text: string) =>
      `<section id="S${n}" class="ltx_section"><h2 class="ltx_title ltx_title_section"><span class="ltx_tag ltx_tag_section">${n} </span>${esc(title)}</h2><div id="S${n}.p1" class="ltx_para"><p class="ltx_p">${esc(text)}</p></div></section>`;
    return { status: 200, type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="en"><head><title>${esc(p.title)}</title></head><body><div class="ltx_page_main"><article class="ltx_document ltx_authors_1line">
<h1 class="ltx_title ltx_title_document">${esc(p.title)}</h1><div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">${esc(p.abstract)}</p></div>
${section(1, 'Introduction', p.abstract)}${section(2, 'Experiments', arxivExperimentsText(p))}</article></div></body></html>` };
  }
  const lines = [{ text: p.title.slice(0, 70), size: 16, y: 80 }, { text: 'Experiments', size: 13, y: 130 }];
  const words = arxivExperimentsText(p).split(' ');
  for (let i = 0, y = 160; i < words.length; i += 11, y += 18) lines.push({ text: words.slice(i, i + 11).join(' '), size: 11, y });
  return { status: 200, type: 'application/pdf', body: buildPdf([{ lines }], p.title) };
}

export async function startResearchStandIns(o: StandInOptions = {}): Promise<ResearchStandIns> {
  const corpus = o.corpus ?? fixtureCorpus();
  const requests: ResearchStandIns['requests'] = [];
  const limited = new Set<string>();
  const inEpmc = corpus.filter((p) => p.pmid || p.doi);
  const byN = new Map(corpus.map((p) => [p.n, p]));

  const europepmc = (url: URL): { status: number; type: string; body: string } => {
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

  const arxiv = (url: URL): { status: number; type: string; body: string | Buffer } => {
    const atom = (body: string) => ({ status: 200, type: 'application/atom+xml; charset=UTF-8', body });
    const fullText = /^\/(html|pdf)\/(\d{4}\.\d{4,5})(v\d+)?$/.exec(url.pathname);
    if (fullText) return arxivFullText(corpus.filter((p) => p.arxiv), fullText[1] as 'html' | 'pdf', fullText[2]!);
    if (url.pathname !== '/api/query') return { status: 404, type: 'text/plain', body: 'Not found' };
    const start = Number(url.searchParams.get('start') ?? 0);
    const max = Number(url.searchParams.get('max_results') ?? 10);
    const onArxiv = corpus.filter((p) => p.arxiv);
    const idList = url.searchParams.get('id_list');
    if (idList) {
      const ids = idList.split(',');
      if (ids.some((i) => !/^\d{4}\.\d{4,5}(v\d+)?$/.test(i))) return atom(ARXIV_ERROR);
      const found = onArxiv.filter((p) => ids.includes(p.arxiv!));
      return atom(atomFeed(found.map(atomEntry), found.length, 0, found.length));
    }
    const q = url.searchParams.get('search_query') ?? '';
    if (!q.trim()) return atom(ARXIV_ERROR);
    const window = dateWindow(q, /submittedDate:\[(\d{8})\d{4} TO (\d{8})\d{4}\]/);
    const clauses = q.replace(/submittedDate:\[[^\]]*\]/, '').split(/\s+AND\s+/).map((c) => c.trim()).filter(Boolean);
    const hits = onArxiv.filter((p) => {
      const day = p.published.replace(/-/g, '');
      if (window && (day < window[0] || day > window[1])) return false;
      return clauses.every((c) => {
        const [field, value = ''] = c.split(':');
        if (field === 'cat') return p.categories.includes(value);
        if (value === '*') return true;
        return textMatch(p, words(value)) > 0;
      });
    });
    const entries = hits.slice(start, start + max).map(atomEntry);
    if (o.malformed && start === 0 && entries.length > 0) entries.push('<entry><id></id><title></title><summary>broken</summary></entry>');
    return atom(atomFeed(entries, hits.length, start, max));
  };

  const pubmed = (url: URL): { status: number; type: string; body: string } => {
    const onPubmed = corpus.filter((p) => p.pmid);
    if (url.pathname === '/esearch.fcgi') {
      const term = url.searchParams.get('term') ?? '';
      const min = url.searchParams.get('mindate')?.replace(/\//g, '-');
      const max = url.searchParams.get('maxdate')?.replace(/\//g, '-');
      const start = Number(url.searchParams.get('retstart') ?? 0);
      const size = Number(url.searchParams.get('retmax') ?? 20);
      const terms = term === 'all[sb]' ? [] : words(term.replace(/\[[a-z]+\]/gi, ' '));
      const hits = onPubmed.filter((p) => (!min || p.published >= min) && (!max || p.published <= max) && (terms.length === 0 || textMatch(p, terms) === terms.length));
      const body = { header: { type: 'esearch', version: '0.3' }, esearchresult: { count: String(hits.length), retmax: String(Math.min(size, Math.max(0, hits.length - start))), retstart: String(start), idlist: hits.slice(start, start + size).map((p) => p.pmid), translationset: [], querytranslation: term } };
      return { status: 200, type: 'application/json', body: JSON.stringify(body) };
    }
    if (url.pathname === '/efetch.fcgi') {
      const ids = (url.searchParams.get('id') ?? '').split(',');
      const found = onPubmed.filter((p) => ids.includes(p.pmid!));
      const broken = o.malformed && ids.includes(found[0]?.pmid ?? '') ? '<PubmedArticle><MedlineCitation><Article><ArticleTitle></ArticleTitle></Article></MedlineCitation></PubmedArticle>' : '';
      return { status: 200, type: 'text/xml', body: `<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n<PubmedArticleSet>${found.map(pubmedArticle).join('\n')}${broken}</PubmedArticleSet>` };
    }
    if (url.pathname === '/elink.fcgi') {
      // elink JSON: cited-by, references (PubMed records only) and similar articles (same subtopic,
      // the PMID itself first, as NCBI lists it). With cmd=neighbor_score the similar articles come
      // as `{id, score}` objects, strings as NCBI writes them, by score; without a linkname NCBI
      // answers every neighbour list (pubmed_pubmed, pubmed_pubmed_five, ...).
      const pmid = url.searchParams.get('id') ?? '';
      const scored = url.searchParams.get('cmd') === 'neighbor_score';
      const p = onPubmed.find((x) => x.pmid === pmid);
      const similar = !p ? [] : [p, ...onPubmed.filter((x) => x !== p && x.topic === p.topic && x.subtopic === p.subtopic).sort((a, b) => similarity(p, b) - similarity(p, a) || a.n - b.n)];
      const linkedBy = (linkname: string): FixturePaper[] => !p ? [] : linkname === 'pubmed_pubmed_citedin' ? onPubmed.filter((x) => x.cites.includes(p.n))
        : linkname === 'pubmed_pubmed_refs' ? p.cites.map((n) => byN.get(n)).filter((x): x is FixturePaper => !!x?.pmid)
        : linkname === 'pubmed_pubmed' ? similar : linkname === 'pubmed_pubmed_five' ? similar.slice(0, 6) : [];
      const names = url.searchParams.get('linkname') ? [url.searchParams.get('linkname')!] : scored ? ['pubmed_pubmed', 'pubmed_pubmed_five'] : [];
      const linksetdbs = names.map((linkname) => ({ linkname, linked: linkedBy(linkname) })).filter((d) => d.linked.length > 0).map(({ linkname, linked }) => ({
        dbto: 'pubmed', linkname,
        links: scored && linkname.startsWith('pubmed_pubmed') && !/citedin|refs/.test(linkname)
          ? linked.map((x) => ({ id: x.pmid!, score: String(x === p ? 2147483647 : 30_000_000 + similarity(p!, x) * 1_000_000 - x.n) }))
          : linked.map((x) => x.pmid),
      }));
      return { status: 200, type: 'application/json', body: JSON.stringify({ header: { type: 'elink', version: '0.3' }, linksets: [{ dbfrom: 'pubmed', ids: [pmid], ...(linksetdbs.length ? { linksetdbs } : {}) }] }) };
    }
    if (url.pathname === '/esummary.fcgi') {
      // esummary JSON (version 0.3 document summaries): an entry per asked PMID, `error` for unknown ones
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      const result: Record<string, unknown> = { uids: ids };
      for (const id of ids) {
        const x = onPubmed.find((q) => q.pmid === id);
        result[id] = !x ? { uid: id, error: 'cannot get document summary' } : pubmedSummary(x, o.malformed === true && x.pmid === ids[1]);
      }
      return { status: 200, type: 'application/json', body: JSON.stringify({ header: { type: 'esummary', version: '0.3' }, result }) };
    }
    return { status: 404, type: 'text/plain', body: 'Not found' };
  };

  // OpenAlex works API: a work by doi:/pmid: key, and `filter=cites:W..` / `cited_by:W..` lists with
  // cursor paging (5 a page here, whatever per-page asks), abstracts as inverted indexes, every
  // request refused without the key the stand-in was given
  const openalexWork = (p: FixturePaper) => {
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
  };
  const openalex = (url: URL): { status: number; type: string; body: string } => {
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

  // bioRxiv's details listing: the preprints of a date window, one row per version, 10 a page here
  // (100 on the real API: clients must follow `cursor` + count, not assume a page size)
  const biorxiv = (url: URL): { status: number; type: string; body: string } => {
    const m = /^\/details\/(biorxiv|medrxiv)\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/(\d+)(\/json)?$/.exec(url.pathname);
    if (!m) return { status: 200, type: 'application/json', body: JSON.stringify({ messages: [{ status: 'Error: invalid interval' }], collection: [] }) };
    const [, server, from, to, cursorText] = m;
    const cursor = Number(cursorText);
    const rows: unknown[] = [];
    for (const p of corpus.filter((x) => x.ppr && x.published >= from! && x.published <= to!)) {
      const row = { doi: p.doi, title: p.title, authors: p.authors.map((a) => a.name).join('; '), author_corresponding: p.authors[0]!.name, author_corresponding_institution: p.authors[0]!.affiliation, date: p.published, version: '1', type: 'new results', license: 'cc_by', category: TOPIC_NAMES[p.topic], abstract: p.abstract, published: 'NA', server };
      rows.push(row, { ...row, version: '2' });
    }
    if (o.malformed) rows.splice(3, 0, { doi: '', title: '', server });
    const page = rows.slice(cursor, cursor + 10);
    const messages = [{ status: 'ok', interval: `${from}:${to}`, cursor, count: page.length, count_new_papers: String(page.length), total: String(rows.length) }];
    return { status: 200, type: 'application/json', body: JSON.stringify({ messages, collection: page }) };
  };

  const serve = (api: Api, handler: (u: URL) => { status: number; type: string; body: string | Buffer }) =>
    http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (o.rateLimitFirst && !limited.has(api)) {
        limited.add(api);
        requests.push({ api, path: url.pathname + url.search, status: 429 });
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      let out: { status: number; type: string; body: string | Buffer };
      try {
        out = handler(url);
      } catch (err) {
        out = { status: 500, type: 'text/plain', body: String(err) };
      }
      requests.push({ api, path: url.pathname + url.search, status: out.status });
      res.writeHead(out.status, { 'content-type': out.type }).end(out.body);
    });

  const servers = [serve('europepmc', europepmc), serve('arxiv', arxiv), serve('pubmed', pubmed), serve('biorxiv', biorxiv), serve('openalex', openalex)];
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))));
  const [e, a, pm, bx, oa] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  return {
    europepmcUrl: e!, arxivUrl: a!, pubmedUrl: pm!, biorxivUrl: bx!, openalexUrl: oa!, corpus, requests,
    close: () => Promise.all(servers.map((s) => new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); }))).then(() => undefined),
  };
}
