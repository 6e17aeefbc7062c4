import { TOPIC_NAMES, type Handler, type StandInContext } from './common';

// bioRxiv's details listing: the preprints of a date window, one row per version, 10 a page here
// (100 on the real API: clients must follow `cursor` + count, not assume a page size)
export function biorxivStandIn({ corpus, o }: StandInContext): Handler {
  return (url) => {
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
}
