import type { AnswerWriterRequest } from '../answer-writer';
import { buildDocsIndex } from './docs-index';
import { docsPrompt, searchDocs } from './docs-search';

const docs = buildDocsIndex([
  { path: 'docs/keys.md', text: '# API keys\n\nCreate a key with `npm run admin -- keys create --team acme`.\nThe key is shown once.\n\n## Revoke\n\nRevoke a key with keys revoke.' },
  { path: 'docs/cache.md', text: '# Caching\n\nmaxAge accepts a cached copy up to that many ms old. minAge answers only from the cache.' },
]);

describe('searchDocs without a model', () => {
  it('answers with the best passages quoted and their sources, and cites line ranges as evidence', async () => {
    const res = await searchDocs({ docs }, 'how do I create a key?');
    expect(res.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.evidence[0]).toEqual({ pathOrUrl: 'docs/keys.md#L1-L4', reason: expect.stringContaining('best match') });
    expect(res.answer).toContain('docs/keys.md#L1-L4');
    expect(res.answer).toContain('Create a key with `npm run admin -- keys create --team acme`.\nThe key is shown once.');
    expect(res.answer).not.toMatch(/^# API keys/m);
    expect(res.answer).not.toContain('maxAge');
    expect(res.usage).toBeUndefined();
    expect(res.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('quotes a long passage by its sentences that best match the question, not whole', async () => {
    const filler = Array.from({ length: 20 }, (_, i) => `Filler sentence number ${i} about nothing in particular.`).join(' ');
    const long = buildDocsIndex([{ path: 'docs/long.md', text: `# Settings\n\n${filler} The proxy setting PROXY_URL routes enhanced scrapes. ${filler}` }]);
    const res = await searchDocs({ docs: long }, 'which setting routes enhanced scrapes through a proxy?');
    expect(res.answer).toContain('The proxy setting PROXY_URL routes enhanced scrapes.');
    expect(res.answer.length).toBeLessThan(1000);
  });

  it('says plainly when no passage matches (no evidence, no made-up answer)', async () => {
    const res = await searchDocs({ docs }, 'kubernetes autoscaling');
    expect(res.evidence).toEqual([]);
    expect(res.answer).toMatch(/has no passage about "kubernetes autoscaling"/);
  });
});

describe('searchDocs with a model', () => {
  it('gives the model the question and the evidence passages, and returns its answer and usage', async () => {
    const seen: AnswerWriterRequest[] = [];
    const writer = async (req: AnswerWriterRequest) => {
      seen.push(req);
      return { text: ' Run keys create [1]. ', usage: { inputTokens: 120, outputTokens: 8 } };
    };
    const res = await searchDocs({ docs, writer }, 'how do I create a key?');
    expect(seen).toHaveLength(1);
    expect(seen[0].feature).toBe('docs-search');
    expect(seen[0].system).toMatch(/only the numbered documentation passages/);
    expect(seen[0].user).toContain('Question: how do I create a key?');
    expect(seen[0].user).toContain('[1] docs/keys.md#L1-L4');
    expect(seen[0].user).toContain('npm run admin -- keys create --team acme');
    expect(res).toMatchObject({ answer: 'Run keys create [1].', usage: { inputTokens: 120, outputTokens: 8, totalTokens: 128 } });
    expect(res.evidence[0].pathOrUrl).toBe('docs/keys.md#L1-L4');
  });

  it('falls back to the quoted passages with a warning when the model fails', async () => {
    const writer = async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:11434'); };
    const res = await searchDocs({ docs, writer }, 'minAge cache');
    expect(res.answer).toContain('docs/cache.md#L1-L3');
    expect(res.warning).toMatch(/model could not write the answer \(connect ECONNREFUSED/);
    expect(res.usage).toBeUndefined();
  });

  it('does not call the model when nothing matched', async () => {
    const writer = jest.fn();
    await searchDocs({ docs, writer }, 'kubernetes');
    expect(writer).not.toHaveBeenCalled();
  });

  it('the prompt numbers every passage with its reference and headings', () => {
    const prompt = docsPrompt('q', docs.search('key revoke'));
    expect(prompt).toMatch(/\[1\] docs\/keys\.md#L\d+-L\d+ \(API keys/);
  });
});
