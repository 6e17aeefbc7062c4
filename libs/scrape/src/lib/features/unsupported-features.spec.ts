import { ScrapeOptionsSchema } from '@wsa/contracts';
import { unsupportedFeatures, unsupportedFeaturesMessage } from './unsupported-features';

const opts = (o: Record<string, unknown>) => ScrapeOptionsSchema.parse(o);

test('a plain request uses nothing unsupported', () => {
  expect(unsupportedFeatures(opts({ formats: ['markdown', 'html', 'rawHtml', 'links', 'images', 'screenshot', 'audio', 'video'], redactPII: false }), { llm: false })).toEqual([]);
});

test.each([
  [{ formats: [{ type: 'json', prompt: 'p' }] }, ['json format']],
  [{ formats: ['summary', 'branding', 'product', 'menu'] }, ['summary format']],
  [{ formats: [{ type: 'question', question: 'q' }, { type: 'highlights', query: 'q' }] }, ['question format']],
  [{ formats: [{ type: 'query', prompt: 'q' }] }, ['query format in freeform mode']],
  [{ formats: [{ type: 'query', prompt: 'q', mode: 'directQuote' }] }, []],
  [{ formats: ['markdown', 'changeTracking'] }, []],
  [{ formats: ['markdown', { type: 'changeTracking', modes: ['git-diff', 'json'] }] }, ['changeTracking format in json mode']],
  [{ onlyCleanContent: true }, ['onlyCleanContent option']],
  [{ redactPII: { mode: 'fast' } }, []],
  [{ redactPII: true }, []],
  [{ profile: { name: 'p' } }, []],
])('%j -> %j', (o, expected) => expect(unsupportedFeatures(opts(o), { llm: false })).toEqual(expected));

test('messages name the features and why', () => {
  expect(unsupportedFeaturesMessage(['json format'])).toBe('The json format needs a language model, and none is configured on this server (set LLM_BASE_URL to an OpenAI-compatible endpoint such as Ollama or vLLM, or LLM_GGUF_PATH to a GGUF model file).');
  expect(unsupportedFeaturesMessage(['summary format', 'json format', 'onlyCleanContent option'])).toBe(
    'The json format, summary format and onlyCleanContent option need a language model, and none is configured on this server (set LLM_BASE_URL to an OpenAI-compatible endpoint such as Ollama or vLLM, or LLM_GGUF_PATH to a GGUF model file).',
  );
});

test('with a model endpoint, the model features are served', () => {
  expect(unsupportedFeatures(opts({ formats: [{ type: 'json', prompt: 'p' }, 'summary', { type: 'query', prompt: 'q' }], onlyCleanContent: true }), { llm: true })).toEqual([]);
  expect(unsupportedFeatures(opts({ formats: ['summary'], auditMetadata: { username: 'u' }, zeroDataRetention: true, threatProtection: {} }), { llm: true })).toEqual([]);
});
