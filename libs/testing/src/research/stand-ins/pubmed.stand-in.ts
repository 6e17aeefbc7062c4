import type { FixturePaper } from '../paper-corpus';
import { esc, textMatch, TOPIC_NAMES, words, type Handler, type StandInContext } from './common';

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

/** PubMed E-utilities: esearch JSON, efetch PubmedArticleSet XML, elink JSON (with neighbour scores) and esummary JSON. */
export function pubmedStandIn({ corpus, byN, o }: StandInContext): Handler {
  return (url) => {
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
}
