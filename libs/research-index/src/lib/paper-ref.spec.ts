import { normaliseExternalId, parsePaperRef, primaryIdOf } from './paper-ref';

describe('parsePaperRef', () => {
  it.each([
    ['arxiv:1706.03762', { kind: 'external', namespace: 'arxiv', value: '1706.03762' }],
    ['arxiv:1706.03762v5', { kind: 'external', namespace: 'arxiv', value: '1706.03762' }],
    ['ARXIV:hep-th/9901001', { kind: 'external', namespace: 'arxiv', value: 'hep-th/9901001' }],
    ['doi:10.1016/J.Neunet.2025.108095', { kind: 'external', namespace: 'doi', value: '10.1016/j.neunet.2025.108095' }],
    ['doi:https://doi.org/10.1038/nature14539', { kind: 'external', namespace: 'doi', value: '10.1038/nature14539' }],
    ['pmid:040953549', { kind: 'external', namespace: 'pmid', value: '40953549' }],
    ['pmcid:PMC12530322', { kind: 'external', namespace: 'pmcid', value: 'PMC12530322' }],
    ['pmcid:12530322', { kind: 'external', namespace: 'pmcid', value: 'PMC12530322' }],
    ['PMC12530322', { kind: 'external', namespace: 'pmcid', value: 'PMC12530322' }],
    ['10.1101/2024.01.01.123456', { kind: 'external', namespace: 'doi', value: '10.1101/2024.01.01.123456' }],
    ['2401.00001', { kind: 'external', namespace: 'arxiv', value: '2401.00001' }],
    ['000123', { kind: 'canonical', paperId: '123' }],
  ])('%s', (raw, expected) => expect(parsePaperRef(raw)).toEqual(expected));

  it.each(['', 'arxiv:', 'arxiv:nonsense', 'doi:11.1/x', 'pmid:12a', 'pmcid:PMCX', 'isbn:123', 'hello world', '1'.repeat(19)])('rejects %j', (raw) => {
    expect(parsePaperRef(raw)).toBeNull();
  });

  it('normalises the way merges compare', () => {
    expect(normaliseExternalId('doi', ' 10.1000/ABC ')).toBe('10.1000/abc');
    expect(normaliseExternalId('arxiv', 'https://arxiv.org/abs/2301.01234v2')).toBe('2301.01234');
  });

  it('primary id prefers arXiv, then PMID, PMCID, DOI', () => {
    expect(primaryIdOf({ doi: '10.1/x', pmid: '5' })).toBe('pmid:5');
    expect(primaryIdOf({ doi: '10.1/x', arxiv: '2301.01234' })).toBe('arxiv:2301.01234');
    expect(primaryIdOf({})).toBeNull();
  });
});
