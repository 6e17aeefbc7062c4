import { splitJats, splitMarkdown } from '../fulltext/split-full-text';
import { parseArxivFeed } from './arxiv.parser';
import { parseEuropepmcLinks, parseEuropepmcSearch } from './europepmc.parser';
import { parseEfetch, parseElink, parseEsearch } from './pubmed.parser';
import { parseBiorxivDetails } from './biorxiv.parser';
import { openalexRecord, parseOpenalexWorks } from './openalex.parser';

describe('Europe PMC answers', () => {
  const page = {
    hitCount: 3, nextCursorMark: 'AoE=', request: { cursorMark: '*' },
    resultList: { result: [
      { id: '38000001', source: 'MED', pmid: '38000001', pmcid: 'PMC100', doi: '10.1000/ABC', title: 'Base editing in T cells.', authorString: 'Smith J, Doe A.',
        authorList: { author: [{ fullName: 'Smith J', authorAffiliationDetailsList: { authorAffiliation: [{ affiliation: 'Karolinska Institutet' }] } }, { fullName: 'Doe A' }] },
        abstractText: '<h4>Background</h4>Editing   works.', firstPublicationDate: '2024-03-05', firstIndexDate: '2024-03-07' },
      { id: 'PPR1', source: 'PPR', doi: '10.48550/arXiv.2401.00001', title: 'A preprint', authorString: 'Lee K.', pubYear: '2024' },
      { id: '', source: 'MED', title: '' },
    ] },
  };

  it('maps results to records with normalised ids, authors with affiliations, clean text and dates', () => {
    const out = parseEuropepmcSearch(JSON.stringify(page));
    expect(out.total).toBe(3);
    expect(out.next).toBe('AoE=');
    expect(out.records[0]).toEqual({
      ids: { doi: '10.1000/abc', pmid: '38000001', pmcid: 'PMC100' }, title: 'Base editing in T cells', abstract: 'Background Editing works.',
      authors: [{ name: 'Smith J', affiliation: 'Karolinska Institutet' }, { name: 'Doe A', affiliation: null }], categories: [],
      publishedDate: '2024-03-05', updatedDate: '2024-03-07', source: 'europepmc',
    });
    expect(out.records[1]).toMatchObject({ ids: { doi: '10.48550/arxiv.2401.00001', ppr: 'PPR1', arxiv: '2401.00001' }, authors: [{ name: 'Lee K', affiliation: null }], publishedDate: '2024-01-01' });
    expect(out.malformed).toEqual(['entry 2 (MED/no id) has no title or id']);
  });

  it('the last page repeats its cursor: no next page', () => {
    expect(parseEuropepmcSearch(JSON.stringify({ ...page, nextCursorMark: '*' })).next).toBeNull();
  });

  it('reads citation and reference lists', () => {
    const refs = parseEuropepmcLinks(JSON.stringify({ hitCount: 2, referenceList: { reference: [{ id: '5', source: 'MED', title: 'Cited' }, { title: 'no ids' }] } }), 'references');
    expect(refs.records.map((r) => r.ids)).toEqual([{ pmid: '5' }]);
    expect(refs.malformed).toHaveLength(1);
    expect(parseEuropepmcLinks(JSON.stringify({ hitCount: 1, citationList: { citation: [{ id: 'PMC7', source: 'PMC', title: 'Citer' }] } }), 'citations').records[0]!.ids).toEqual({ pmcid: 'PMC7' });
  });
});

describe('arXiv Atom feed', () => {
  const feed = (entries: string, total = 2) => `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
    <opensearch:totalResults>${total}</opensearch:totalResults>${entries}</feed>`;
  const entry = `<entry><id>http://arxiv.org/abs/1706.03762v7</id><updated>2023-08-02T00:41:18Z</updated><published>2017-06-12T17:57:34Z</published>
    <title>Attention Is All
      You Need</title><summary>The dominant sequence transduction models...</summary>
    <author><name>Ashish Vaswani</name><arxiv:affiliation>Google Brain</arxiv:affiliation></author><author><name>Noam Shazeer</name></author>
    <arxiv:doi>10.48550/arXiv.1706.03762</arxiv:doi><arxiv:primary_category term="cs.CL"/><category term="cs.CL"/><category term="cs.LG"/></entry>`;

  it('maps entries, versions stripped, affiliations, categories, paging', () => {
    const out = parseArxivFeed(feed(entry + '<entry><id></id><title></title></entry>', 5), 0);
    expect(out.records).toEqual([{
      ids: { arxiv: '1706.03762', doi: '10.48550/arxiv.1706.03762' }, title: 'Attention Is All You Need', abstract: 'The dominant sequence transduction models...',
      authors: [{ name: 'Ashish Vaswani', affiliation: 'Google Brain' }, { name: 'Noam Shazeer', affiliation: null }], categories: ['cs.CL', 'cs.LG'],
      publishedDate: '2017-06-12', updatedDate: '2023-08-02', source: 'arxiv',
    }]);
    expect(out.malformed).toEqual(['entry 1 has no valid arXiv id or title']);
    expect(out.next).toBe('2');
    expect(parseArxivFeed(feed(entry, 1), 0).next).toBeNull();
  });

  it('an error entry is an error, not a paper', () => {
    const out = parseArxivFeed(feed('<entry><id>http://arxiv.org/api/errors#bad</id><title>Error</title><summary>malformed query</summary></entry>', 1), 0);
    expect(out).toMatchObject({ records: [], error: 'malformed query' });
    expect(parseArxivFeed('<html>nope</html>', 0).error).toMatch(/not an Atom feed/);
  });
});

describe('full text splitting', () => {
  const long = 'Sentence one is here and it is long enough to count. '.repeat(40);
  it('JATS: abstract, then sections (nested titles as a path) and paragraphs in order; long paragraphs cut at sentence ends', () => {
    const xml = `<article><front><article-meta><abstract><p>We studied base editing in primary human T cells.</p></abstract></article-meta></front>
      <body><sec><title>Methods</title><p>Cells were cultured for seven days in standard medium.</p><sec><title>Editing</title><p>Guide RNAs were designed against the target loci.</p></sec></sec>
      <sec><title>Results</title><p>short</p><p>${long}</p></sec></body></article>`;
    const out = splitJats(xml);
    expect(out.slice(0, 3)).toEqual([
      { section: 'Abstract', text: 'We studied base editing in primary human T cells.' },
      { section: 'Methods', text: 'Cells were cultured for seven days in standard medium.' },
      { section: 'Methods > Editing', text: 'Guide RNAs were designed against the target loci.' },
    ]);
    const results = out.filter((p) => p.section === 'Results');
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((p) => p.text.length <= 1500 && p.text.endsWith('.'))).toBe(true);
  });

  it('markdown: paragraphs under their heading path', () => {
    const out = splitMarkdown('# Paper\n\nIntro paragraph that is long enough to keep.\n\n## Methods\n\nWe did the **thing** carefully and at length.\n\n## Results\nIt worked on every dataset we tried, clearly.');
    expect(out).toEqual([
      { section: 'Paper', text: 'Intro paragraph that is long enough to keep.' },
      { section: 'Paper > Methods', text: 'We did the thing carefully and at length.' },
      { section: 'Paper > Results', text: 'It worked on every dataset we tried, clearly.' },
    ]);
  });
});

describe('PubMed E-utilities', () => {
  it('esearch: ids and count; an ERROR is an error', () => {
    expect(parseEsearch(JSON.stringify({ esearchresult: { count: '42', idlist: ['1', '2', 'x'] } }))).toEqual({ ids: ['1', '2'], count: 42 });
    expect(() => parseEsearch(JSON.stringify({ esearchresult: { ERROR: 'Invalid query' } }))).toThrow('Invalid query');
  });

  it('efetch: articles with DOI/PMC ids, labelled abstract, authors with affiliations, MeSH terms, month names', () => {
    const xml = `<?xml version="1.0"?><PubmedArticleSet><PubmedArticle><MedlineCitation><PMID Version="1">38000001</PMID><Article>
      <Journal><JournalIssue><PubDate><Year>2024</Year><Month>Mar</Month></PubDate></JournalIssue></Journal>
      <ArticleTitle>GLP-1 and the heart.</ArticleTitle><Abstract><AbstractText Label="BACKGROUND">Why.</AbstractText><AbstractText Label="RESULTS">What.</AbstractText></Abstract>
      <AuthorList><Author><LastName>Curie</LastName><ForeName>Marie</ForeName><AffiliationInfo><Affiliation>Sorbonne</Affiliation></AffiliationInfo></Author><Author><CollectiveName>GLP Study Group</CollectiveName></Author></AuthorList></Article>
      <MeshHeadingList><MeshHeading><DescriptorName>Obesity</DescriptorName></MeshHeading></MeshHeadingList></MedlineCitation>
      <PubmedData><ArticleIdList><ArticleId IdType="doi">10.1000/GLP</ArticleId><ArticleId IdType="pmc">PMC77</ArticleId></ArticleIdList></PubmedData></PubmedArticle>
      <PubmedArticle><MedlineCitation><Article><ArticleTitle/></Article></MedlineCitation></PubmedArticle></PubmedArticleSet>`;
    const out = parseEfetch(xml);
    expect(out.records).toEqual([{
      ids: { pmid: '38000001', doi: '10.1000/glp', pmcid: 'PMC77' }, title: 'GLP-1 and the heart', abstract: 'BACKGROUND: Why. RESULTS: What.',
      authors: [{ name: 'Marie Curie', affiliation: 'Sorbonne' }, { name: 'GLP Study Group', affiliation: null }], categories: ['Obesity'],
      publishedDate: '2024-03-01', updatedDate: null, source: 'pubmed',
    }]);
    expect(out.malformed).toEqual(['PubmedArticle 1 has no PMID or title']);
  });
});

describe('bioRxiv details', () => {
  it('maps rows, marks the corresponding author affiliation, follows cursor + count', () => {
    const body = JSON.stringify({ messages: [{ status: 'ok', cursor: 0, count: 2, total: '5' }], collection: [
      { doi: '10.1101/2024.01.01.000001', title: 'A preprint', authors: 'Ada Lovelace; Alan Turing', author_corresponding: 'Alan Turing', author_corresponding_institution: 'Bletchley', date: '2024-01-02', category: 'genomics', abstract: 'About.', server: 'bioRxiv' },
      { doi: '', title: 'broken' },
    ] });
    const page = parseBiorxivDetails(body, 0);
    expect(page.records).toEqual([{ ids: { doi: '10.1101/2024.01.01.000001' }, title: 'A preprint', abstract: 'About.', authors: [{ name: 'Ada Lovelace', affiliation: null }, { name: 'Alan Turing', affiliation: 'Bletchley' }], categories: ['genomics'], publishedDate: '2024-01-02', updatedDate: null, source: 'biorxiv' }]);
    expect(page.malformed).toEqual(['entry 1 has no DOI or title']);
    expect(page.next).toBe('2');
    expect(parseBiorxivDetails(JSON.stringify({ messages: [{ status: 'no posts found' }], collection: [] }), 0)).toMatchObject({ records: [], next: null });
  });
});

describe('parseElink (PubMed E-utilities elink, retmode=json)', () => {
  it('reads the links of the named link, dropping the PMID itself (similar articles list it first)', () => {
    const body = JSON.stringify({
      header: { type: 'elink', version: '0.3' },
      linksets: [{ dbfrom: 'pubmed', ids: ['31452104'], linksetdbs: [
        { dbto: 'pubmed', linkname: 'pubmed_pubmed', links: ['31452104', '29727438', '28123456'] },
        { dbto: 'pubmed', linkname: 'pubmed_pubmed_citedin', links: ['35000001', 'x'] },
      ] }],
    });
    expect(parseElink(body, '31452104', 'pubmed_pubmed')).toEqual(['29727438', '28123456']);
    expect(parseElink(body, '31452104', 'pubmed_pubmed_citedin')).toEqual(['35000001']);
    expect(parseElink(body, '31452104', 'pubmed_pubmed_refs')).toEqual([]);
  });

  it('no linksetdbs is no links; an ERROR is an error', () => {
    expect(parseElink(JSON.stringify({ linksets: [{ dbfrom: 'pubmed', ids: ['1'] }] }), '1', 'pubmed_pubmed_refs')).toEqual([]);
    expect(() => parseElink(JSON.stringify({ ERROR: 'Invalid uid' }), '1', 'pubmed_pubmed_refs')).toThrow(/Invalid uid/);
  });
});

describe('OpenAlex works', () => {
  const work = {
    id: 'https://openalex.org/W2741809807', doi: 'https://doi.org/10.7717/PEERJ.4375', title: 'The state of OA', display_name: 'The state of OA',
    publication_date: '2018-02-13', updated_date: '2026-01-02T00:00:00.000000',
    ids: { openalex: 'https://openalex.org/W2741809807', doi: 'https://doi.org/10.7717/peerj.4375', pmid: 'https://pubmed.ncbi.nlm.nih.gov/29456894', pmcid: 'https://www.ncbi.nlm.nih.gov/pmc/articles/5815332' },
    abstract_inverted_index: { Despite: [0], growing: [1], interest: [2], 'Access': [4], Open: [3] },
    authorships: [{ author: { display_name: 'Heather Piwowar' }, institutions: [{ display_name: 'Impactstory' }] }, { author: { display_name: '' } }],
    primary_topic: { display_name: 'scholarly communication', field: { display_name: 'Social Sciences' } },
  };

  it('reads a work: ids from their URL forms, the abstract from its inverted index', () => {
    const page = parseOpenalexWorks(JSON.stringify({ meta: { count: 2, next_cursor: 'IlsxNjA5MzcyODAwMDAwLCAnaHR0cHM6Ly9vcGVuYWxleC5vcmcvVzI0ODg0OTk3NjQnXSI=' }, results: [work, { id: 'https://openalex.org/W1', title: null }] }));
    expect(page.records).toEqual([{
      ids: { openalex: 'W2741809807', doi: '10.7717/peerj.4375', pmid: '29456894', pmcid: 'PMC5815332' }, title: 'The state of OA',
      abstract: 'Despite growing interest Open Access', authors: [{ name: 'Heather Piwowar', affiliation: 'Impactstory' }], categories: ['social sciences'],
      publishedDate: '2018-02-13', updatedDate: '2026-01-02', source: 'openalex',
    }]);
    expect(page.malformed).toHaveLength(1);
    expect(page).toMatchObject({ total: 2, next: expect.stringMatching(/^Ils/) });
  });

  it('finds the arXiv id of a preprint from its DataCite DOI or landing page', () => {
    expect(openalexRecord({ ...work, doi: 'https://doi.org/10.48550/arXiv.1706.03762', ids: {} })!.ids).toMatchObject({ arxiv: '1706.03762', doi: '10.48550/arxiv.1706.03762' });
    expect(openalexRecord({ ...work, doi: null, ids: {}, locations: [{ landing_page_url: 'https://arxiv.org/abs/2401.00001v2' }] })!.ids.arxiv).toBe('2401.00001');
  });
});
