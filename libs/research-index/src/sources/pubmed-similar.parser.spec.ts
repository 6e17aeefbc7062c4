import { parseElinkScores, parseEsummary } from './pubmed-similar.parser';

describe('parseElinkScores (elink cmd=neighbor_score, retmode=json)', () => {
  const body = JSON.stringify({
    header: { type: 'elink', version: '0.3' },
    linksets: [{
      dbfrom: 'pubmed', ids: ['31452104'],
      linksetdbs: [
        { dbto: 'pubmed', linkname: 'pubmed_pubmed', links: [{ id: '31452104', score: '2147483647' }, { id: '28123456', score: '41230000' }, { id: '29727438', score: '52011000' }, { id: 'x', score: '1' }, { id: '30000001' }] },
        { dbto: 'pubmed', linkname: 'pubmed_pubmed_five', links: [{ id: '29727438', score: '52011000' }] },
      ],
    }],
  });
  it('reads the scored similar articles, best first, without the paper itself or entries without a score', () => {
    expect(parseElinkScores(body, '31452104')).toEqual([{ pmid: '29727438', score: 52011000 }, { pmid: '28123456', score: 41230000 }]);
  });
  it('answers none without that list, and throws on an ERROR answer', () => {
    expect(parseElinkScores(JSON.stringify({ linksets: [{ dbfrom: 'pubmed', ids: ['1'] }] }), '1')).toEqual([]);
    expect(() => parseElinkScores(JSON.stringify({ ERROR: 'Invalid uid' }), '1')).toThrow(/Invalid uid/);
  });
});

describe('parseEsummary (esummary retmode=json)', () => {
  const body = JSON.stringify({
    header: { type: 'esummary', version: '0.3' },
    result: {
      uids: ['29727438', '1', '28123456'],
      '29727438': {
        uid: '29727438', pubdate: '2018 May 3', sortpubdate: '2018/05/03 00:00', title: 'Tau <i>PET</i> imaging in early disease.',
        authors: [{ name: 'Smith J', authtype: 'Author', clusterid: '' }, { name: '', authtype: 'Author' }],
        articleids: [{ idtype: 'pubmed', value: '29727438' }, { idtype: 'doi', value: '10.1000/ABC.1' }, { idtype: 'pmc', value: 'PMC6000001' }, { idtype: 'pmcid', value: 'pmc-id: PMC6000001;' }],
      },
      '1': { uid: '1', error: 'cannot get document summary' },
      '28123456': { uid: '28123456', pubdate: '2017 Feb', title: '' },
    },
  });
  it('makes a record per summary: title, authors, date, DOI and PMCID, no abstract', () => {
    const page = parseEsummary(body);
    expect(page.records).toEqual([{
      ids: { pmid: '29727438', doi: '10.1000/abc.1', pmcid: 'PMC6000001' }, title: 'Tau PET imaging in early disease', abstract: '',
      authors: [{ name: 'Smith J', affiliation: null }], categories: [], publishedDate: '2018-05-03', updatedDate: null, source: 'pubmed',
    }]);
    expect(page.malformed).toEqual(['summary 1: cannot get document summary', 'summary 28123456: no title']);
  });
  it('dates from pubdate when there is no sortpubdate', () => {
    const one = (pubdate: string) => parseEsummary(JSON.stringify({ result: { uids: ['5'], '5': { uid: '5', title: 'T', pubdate } } })).records[0]!.publishedDate;
    expect(one('2017 Feb')).toBe('2017-02-01');
    expect(one('2016')).toBe('2016-01-01');
    expect(one('')).toBeNull();
  });
});
