import type { z } from 'zod';
import { AskRequestSchema, DocsSearchRequestSchema } from './support.schema';
import { InteractRequestSchema } from './interact.schema';
import { ResearchPapersQuerySchema } from './research-papers.schema';
import { ScrapeRequestSchema } from './scrape.schema';
import { SearchFeedbackRequestSchema } from './search-feedback.schema';
import { SearchRequestSchema } from './search.schema';

// Every request schema with a minimal valid body: the JS client adds `origin` to all of them.
const requests: [string, z.ZodType, Record<string, unknown>][] = [
  ['scrape', ScrapeRequestSchema, { url: 'https://example.com' }],
  ['search', SearchRequestSchema, { query: 'q' }],
  ['search feedback', SearchFeedbackRequestSchema, { rating: 'bad', querySuggestions: 'x' }],
  ['research papers', ResearchPapersQuerySchema, { query: 'q' }],
  ['interact', InteractRequestSchema, { code: '1' }],
  ['ask', AskRequestSchema, { question: 'q' }],
  ['docs-search', DocsSearchRequestSchema, { question: 'q' }],
];

describe.each(requests)('%s request', (_name, schema, minimal) => {
  it('accepts origin "js-sdk@4.0.0" and integration', () => {
    expect(schema.safeParse({ ...minimal, origin: 'js-sdk@4.0.0' }).success).toBe(true);
    expect(schema.safeParse({ ...minimal, integration: 'zapier' }).success).toBe(true);
    expect(schema.safeParse({ ...minimal, integration: null }).success).toBe(true);
  });

  it('rejects an unknown key with unrecognized_keys', () => {
    // ask is the exception: wire-extras.md allows extra keys on it (support.schema.spec.ts)
    if (schema === AskRequestSchema) return;
    const result = schema.safeParse({ ...minimal, notAField: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['notAField'] }));
  });

  it('rejects a non-string origin', () => {
    expect(schema.safeParse({ ...minimal, origin: 4 }).success).toBe(false);
  });
});
