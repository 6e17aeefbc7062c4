import { InteractResponseSchema, StopInteractResponseSchema } from './interact-response.schema';
import { AskResponseSchema, DocsSearchResponseSchema, SearchFeedbackResponseSchema } from './misc-responses.schema';
import { ScrapeMetadataSchema } from './scrape-metadata.schema';
import { ScrapeResponseSchema } from './scrape-document.schema';
import { SearchResponseSchema } from './search-response.schema';

const metadata = {
  title: 'Example',
  sourceURL: 'example.com',
  url: 'https://example.com/',
  statusCode: 200,
  scrapeId: '0b5e3c2a-8f4d-4a47-9c1e-2f6d9a7b1c30',
  cacheState: 'miss',
  creditsUsed: 1,
  proxyUsed: 'basic',
};

describe('ScrapeMetadataSchema', () => {
  it('passes extracted meta tags through', () => {
    const parsed = ScrapeMetadataSchema.parse({ ...metadata, ogTitle: 'T', 'twitter:card': 'summary', dcTermsCreated: '2024', 'article:tag': ['a', 'b'] });
    expect(parsed).toMatchObject({ 'twitter:card': 'summary', dcTermsCreated: '2024', 'article:tag': ['a', 'b'] });
  });

  it('checks the fields the service sets', () => {
    expect(ScrapeMetadataSchema.safeParse({ cacheState: 'stale' }).success).toBe(false);
    expect(ScrapeMetadataSchema.safeParse({ proxyUsed: 'auto' }).success).toBe(false);
    expect(ScrapeMetadataSchema.parse({ proxyUsed: 'stealth' }).proxyUsed).toBe('stealth');
    expect(ScrapeMetadataSchema.parse({ proxyUsed: 'enhanced' }).proxyUsed).toBe('stealth');
    expect(ScrapeMetadataSchema.safeParse({ statusCode: '200' }).success).toBe(false);
  });
});

describe('ScrapeResponseSchema', () => {
  it('accepts a document with actions, PDF pages and change tracking', () => {
    const body = {
      success: true,
      data: {
        markdown: '# Example',
        links: ['https://example.com/a'],
        actions: { screenshots: ['https://h/s.png'], scrapes: [{ url: 'https://example.com', html: '<p/>' }], javascriptReturns: [{ type: 'number', value: 1 }], pdfs: [] },
        pages: [{ pageNumber: 1, markdown: 'p1' }],
        changeTracking: { previousScrapeAt: null, changeStatus: 'new', visibility: 'visible' },
        metadata: { ...metadata, numPages: 1, totalPages: 3 },
      },
    };
    expect(ScrapeResponseSchema.parse(body)).toEqual(body);
  });

  it('requires metadata and success true', () => {
    expect(ScrapeResponseSchema.safeParse({ success: true, data: { markdown: 'x' } }).success).toBe(false);
    expect(ScrapeResponseSchema.safeParse({ success: false, data: { metadata } }).success).toBe(false);
  });
});

describe('SearchResponseSchema', () => {
  it('accepts grouped results, scraped fields merged, and an empty search', () => {
    const body = {
      success: true,
      id: 'abc',
      creditsUsed: 3,
      data: {
        web: [
          { url: 'https://a.com', title: 'A', description: 'd', position: 1, markdown: '# A', metadata },
          { url: 'https://b.com', title: 'B', description: 'd', position: 2, category: 'pdf', metadata: { statusCode: 500, error: 'timeout' } },
        ],
        news: [{ title: 'N', url: 'https://n.com', snippet: 's', date: '2 hours ago', position: 1 }],
        images: [{ title: 'I', imageUrl: 'https://i.com/x.png', imageWidth: 10, imageHeight: 20, url: 'https://i.com', position: 1 }],
      },
    };
    expect(SearchResponseSchema.parse(body)).toEqual(body);
    expect(SearchResponseSchema.parse({ success: true, id: 'x', creditsUsed: 0, data: {} }).data).toEqual({});
  });

  it('rejects a flat data array and unknown categories', () => {
    expect(SearchResponseSchema.safeParse({ success: true, id: 'x', creditsUsed: 0, data: [] }).success).toBe(false);
    const web = [{ url: 'u', title: 't', description: 'd', position: 1, category: 'news' }];
    expect(SearchResponseSchema.safeParse({ success: true, id: 'x', creditsUsed: 0, data: { web } }).success).toBe(false);
  });
});

describe('interact and helper responses', () => {
  it('interact run and stop', () => {
    const run = {
      success: true, sessionId: 's', cdpUrl: null, liveViewUrl: null, interactiveLiveViewUrl: null,
      stdout: 'hi\n', result: 'hi\n', stderr: '', exitCode: 0, killed: false,
    };
    expect(InteractResponseSchema.parse(run)).toEqual(run);
    expect(InteractResponseSchema.safeParse({ ...run, killed: undefined }).success).toBe(false);
    expect(StopInteractResponseSchema.parse({ success: true, sessionDurationMs: 61000, creditsBilled: 4 }).creditsBilled).toBe(4);
  });

  it('feedback, ask and docs-search', () => {
    expect(SearchFeedbackResponseSchema.parse({ success: true, feedbackId: 'f', creditsRefunded: 0, alreadySubmitted: true }).alreadySubmitted).toBe(true);
    expect(AskResponseSchema.safeParse({ answer: 'a', confidence: 'high', fixParameters: null, validation: null, feedback: null, durationMs: 5 }).success).toBe(true);
    expect(AskResponseSchema.safeParse({ answer: 'a', confidence: 'sure', fixParameters: null, validation: null, durationMs: 5 }).success).toBe(false);
    expect(DocsSearchResponseSchema.safeParse({ requestId: 'r', answer: 'a', evidence: [{ pathOrUrl: '/docs', reason: 'r' }], durationMs: 1 }).success).toBe(true);
  });
});
