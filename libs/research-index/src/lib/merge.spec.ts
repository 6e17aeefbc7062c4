import { dedupeRecords, mergeFields, pickMergeTarget } from './merge';
import type { PaperRecord } from './paper-record';

const rec = (over: Partial<PaperRecord>): PaperRecord => ({
  ids: {}, title: 'T', abstract: '', authors: [], categories: [], publishedDate: null, updatedDate: null, source: 'arxiv', ...over,
});

describe('merging papers', () => {
  it('picks the owner of the DOI first, then PMID, then arXiv id', () => {
    const owners = [
      { namespace: 'arxiv', value: '2301.00001', paper_id: '3' },
      { namespace: 'pmid', value: '77', paper_id: '2' },
      { namespace: 'doi', value: '10.1/x', paper_id: '1' },
    ];
    expect(pickMergeTarget({ doi: '10.1/x', pmid: '77', arxiv: '2301.00001' }, owners)).toBe('1');
    expect(pickMergeTarget({ pmid: '77', arxiv: '2301.00001' }, owners)).toBe('2');
    expect(pickMergeTarget({ arxiv: '2301.00001' }, owners)).toBe('3');
    expect(pickMergeTarget({ doi: '10.1/new' }, [])).toBeNull();
  });

  it('keeps the longer abstract, unites categories, earliest publication and latest update', () => {
    const merged = mergeFields(
      rec({ abstract: 'short', categories: ['cs.CL'], publishedDate: '2024-02-01', updatedDate: '2024-03-01' }),
      rec({ abstract: 'a much longer abstract', categories: ['cs.CL', 'cs.LG'], publishedDate: '2024-01-15', updatedDate: '2024-05-01' }),
    );
    expect(merged).toMatchObject({ abstract: 'a much longer abstract', categories: ['cs.CL', 'cs.LG'], publishedDate: '2024-01-15', updatedDate: '2024-05-01' });
  });

  it('prefers the author list that carries affiliations', () => {
    const a = [{ name: 'Ada', affiliation: null }];
    const b = [{ name: 'Ada', affiliation: 'Cambridge' }];
    expect(mergeFields(rec({ authors: a }), rec({ authors: b })).authors).toEqual(b);
    expect(mergeFields(rec({ authors: b }), rec({ authors: a })).authors).toEqual(b);
  });

  it('dedupes a batch by shared ids, uniting their ids', () => {
    const out = dedupeRecords([
      rec({ ids: { arxiv: '2301.00001', doi: '10.1/x' }, source: 'arxiv', abstract: 'a' }),
      rec({ ids: { doi: '10.1/x', pmid: '9' }, source: 'europepmc', abstract: 'longer one' }),
      rec({ ids: { pmid: '10' } }),
    ]);
    expect(out).toHaveLength(2);
    expect(out[0]!.ids).toEqual({ arxiv: '2301.00001', doi: '10.1/x', pmid: '9' });
    expect(out[0]!.abstract).toBe('longer one');
  });
});
