import { expectCustomIssue, expectIssueAt } from '../testing/issues';
import {
  DATE_RANGE_MESSAGE,
  INVALID_DATE_MESSAGE,
  K_WITHOUT_QUERY_MESSAGE,
  ResearchPaperPassagesQuerySchema,
  ResearchPaperSimilarQuerySchema,
  ResearchPapersQuerySchema as Schema,
} from './research-papers.schema';

describe('ResearchPapersQuerySchema', () => {
  it('coerces k from the query string and defaults it to 40', () => {
    expect(Schema.parse({ query: 'protein folding' })).toEqual({ query: 'protein folding', k: 40 });
    expect(Schema.parse({ query: 'x', k: '500' }).k).toBe(500);
  });

  it.each([
    ['501', 'too_big'],
    ['0', 'too_small'],
    ['ten', 'invalid_type'],
    ['2.5', 'invalid_type'],
  ])('rejects k=%j', (k, code) => expectIssueAt(Schema, { query: 'x', k }, code, ['k']));

  it('requires a non-blank query', () => {
    expectIssueAt(Schema, {}, 'invalid_type', ['query']);
    expectIssueAt(Schema, { query: '   ' }, 'too_small', ['query']);
  });

  it('repeatable authors and categories always come out as arrays', () => {
    expect(Schema.parse({ query: 'x', authors: 'Curie', categories: ['cs.LG', 'stat.ML'] })).toMatchObject({
      authors: ['Curie'],
      categories: ['cs.LG', 'stat.ML'],
    });
  });

  it('from/to are real YYYY-MM-DD dates in order', () => {
    expect(Schema.parse({ query: 'x', from: '2024-02-29', to: '2024-03-01' })).toMatchObject({ from: '2024-02-29', to: '2024-03-01' });
    expectCustomIssue(Schema, { query: 'x', from: '2023-02-29' }, INVALID_DATE_MESSAGE, ['from']);
    expectCustomIssue(Schema, { query: 'x', to: '2024/01/01' }, INVALID_DATE_MESSAGE, ['to']);
    expectCustomIssue(Schema, { query: 'x', from: '2024-05-01', to: '2024-01-01' }, DATE_RANGE_MESSAGE, ['from']);
  });

  it('is strict but accepts origin', () => {
    expect(Schema.parse({ query: 'x', origin: 'js-sdk@4.0.0' }).origin).toBe('js-sdk@4.0.0');
    expectIssueAt(Schema, { query: 'x', page: '2' }, 'unrecognized_keys', []);
  });
});

describe('paper passages and similar queries', () => {
  it('passages: k 1..50 defaulting to 4, and only together with query', () => {
    expect(ResearchPaperPassagesQuerySchema.parse({})).toEqual({});
    expect(ResearchPaperPassagesQuerySchema.parse({ query: 'method' })).toEqual({ query: 'method', k: 4 });
    expect(ResearchPaperPassagesQuerySchema.parse({ query: 'method', k: '50' })).toEqual({ query: 'method', k: 50 });
    expectIssueAt(ResearchPaperPassagesQuerySchema, { query: 'm', k: '51' }, 'too_big', ['k']);
    expectCustomIssue(ResearchPaperPassagesQuerySchema, { k: '3' }, K_WITHOUT_QUERY_MESSAGE, ['k']);
  });

  it('similar: intent required, mode similar|citers|references, rerank and repeatable anchors', () => {
    expect(ResearchPaperSimilarQuerySchema.parse({ intent: 'x' })).toEqual({ intent: 'x', mode: 'similar', k: 20 });
    expect(ResearchPaperSimilarQuerySchema.parse({ intent: 'x', mode: 'citers', k: '5', rerank: 'false', anchor: 'doi:10.1/a' }))
      .toEqual({ intent: 'x', mode: 'citers', k: 5, rerank: false, anchor: ['doi:10.1/a'] });
    expectIssueAt(ResearchPaperSimilarQuerySchema, {}, 'invalid_type', ['intent']);
    expectIssueAt(ResearchPaperSimilarQuerySchema, { intent: 'x', mode: 'cousins' }, 'invalid_value', ['mode']);
    expectIssueAt(ResearchPaperSimilarQuerySchema, { intent: 'x', rerank: 'yes' }, 'invalid_value', ['rerank']);
  });
});
