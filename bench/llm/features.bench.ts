// Per-feature model requests, tokens and latency of libs/llm over real pages (the article benchmark's
// first pages, main content as the scrape extracts it). The model is the OpenAI-wire stand-in unless
// LLM_BENCH_BASE_URL (and LLM_BENCH_MODEL) point at a real endpoint. Run: see README.md.
import { transformHtml } from '@wsa/content';
import { answerQuestion, choosePassages, cleanContent, createLlm, extractJson, findPii, llmSettings, screenForInjection, summarize, type FeatureResult, type Llm, type LlmEvent } from '@wsa/llm';
import { startOpenAiStandIn } from '@wsa/testing';
import { loadAeb } from '../content/dataset-loader';

const PAGES = Number(process.env.LLM_BENCH_PAGES ?? 10);
const SCHEMA = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' }, date: { type: 'string' }, topics: { type: 'array', items: { type: 'string' } } } };

type Row = { feature: string; calls: number; inTokens: number; outTokens: number; ms: number[] };

async function main(): Promise<void> {
  const standIn = process.env.LLM_BENCH_BASE_URL ? null : await startOpenAiStandIn();
  const events: LlmEvent[] = [];
  const settings = llmSettings({
    LLM_BASE_URL: process.env.LLM_BENCH_BASE_URL ?? standIn?.url, LLM_MODEL: process.env.LLM_BENCH_MODEL ?? 'stand-in-chat',
    LLM_MAX_CONCURRENCY: 1, LLM_TIMEOUT_MS: 600000, LLM_CONTEXT_TOKENS: Number(process.env.LLM_BENCH_CONTEXT ?? 8192), LLM_MAX_OUTPUT_TOKENS: 512,
  });
  if (!settings) throw new Error('no endpoint');
  const llm: Llm = createLlm(settings, (e) => events.push(e));
  const features: [string, (md: string) => Promise<FeatureResult<unknown>>][] = [
    ['json', (md) => extractJson(llm, { markdown: md, schema: SCHEMA, prompt: 'The article title, author, date and topics' })],
    ['summary', (md) => summarize(llm, md)],
    ['question', (md) => answerQuestion(llm, md, 'Who is this article about?')],
    ['highlights', (md) => choosePassages(llm, md, 'main finding of the article', { max: 3, format: 'highlights' })],
    ['onlyCleanContent', (md) => cleanContent(llm, md)],
    ['checkPromptInjection', (md) => screenForInjection(llm, md)],
    ['redactPII', (md) => findPii(llm, md, ['PERSON', 'EMAIL'])],
  ];
  const rows = new Map<string, Row>(features.map(([f]) => [f, { feature: f, calls: 0, inTokens: 0, outTokens: 0, ms: [] }]));
  const pages = loadAeb().slice(0, PAGES);
  let pageTokens = 0;
  for (const page of pages) {
    const md = transformHtml(page.html, { url: page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true }).markdown ?? '';
    pageTokens += Math.ceil(md.length / 3.2);
    for (const [name, run] of features) {
      const before = events.length;
      const started = performance.now();
      await run(md).catch((e: Error) => console.error(`${name} failed on ${page.id}: ${e.message}`));
      const row = rows.get(name) as Row;
      row.ms.push(performance.now() - started);
      for (const e of events.slice(before)) {
        row.calls += 1;
        row.inTokens += e.usage.inputTokens;
        row.outTokens += e.usage.outputTokens;
      }
    }
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${pages.length} pages, mean page ${Math.round(pageTokens / pages.length)} estimated tokens, endpoint ${standIn ? 'stand-in' : settings.baseUrl}`);
  console.log('feature | calls/page | tokens in/page | tokens out/page | p50 ms/page');
  for (const r of rows.values()) {
    const n = pages.length;
    console.log(`${r.feature} | ${(r.calls / n).toFixed(1)} | ${Math.round(r.inTokens / n)} | ${Math.round(r.outTokens / n)} | ${p50(r.ms).toFixed(1)}`);
  }
  await standIn?.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
