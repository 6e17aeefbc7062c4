import { buildPdf } from '../../fixture-site/pdf-builder';
import type { FixturePaper } from '../paper-corpus';
import { dateWindow, esc, textMatch, words, type Handler, type Reply, type StandInContext } from './common';

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

const ARXIV_ERROR = atomFeed([`<entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_x</id><title>Error</title><summary>incorrect id format</summary><updated>2026-01-01T00:00:00-05:00</updated><link href="http://arxiv.org/api/errors#x" rel="alternate" type="text/html"/><author><name>arXiv api core</name></author></entry>`], 1, 0, 1);

/** What an arXiv paper's full text says beyond its abstract (the stand-in's HTML and PDF renderings). */
export function arxivExperimentsText(p: FixturePaper): string {
  return `Our experiments on ${p.title.toLowerCase()} use three benchmarks and report every ablation in the second table.`;
}

/**
 * arxiv.org's full text of a paper: of the arXiv papers in corpus order, the first of every three
 * has an HTML rendering (LaTeXML markup: ltx_section, ltx_title, ltx_para), the second only its PDF,
 * the third neither (404 for both, as for a withdrawn or unrendered paper).
 */
function arxivFullText(onArxiv: FixturePaper[], kind: 'html' | 'pdf', id: string): Reply {
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

/** The arXiv API (Atom with opensearch paging, id_list and search_query) and arxiv.org's HTML and PDF full text. */
export function arxivStandIn({ corpus, o }: StandInContext): Handler {
  return (url) => {
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
}
