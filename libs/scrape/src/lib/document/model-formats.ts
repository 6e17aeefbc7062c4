import { MenuProfileSchema, ProductProfileSchema, type ScrapeDocument, type ScrapeFormat, type ScrapeOptions } from '@wsa/contracts';
import { answerQuestion, choosePassages, cleanContent, extractJson, findPii, llmFailureReason, readWithModel, screenForInjection, summarize, type FeatureResult, type Llm, type PiiEntity } from '@wsa/llm';

type Formats = Omit<ScrapeDocument, 'metadata'>;

/** Time kept back from the scrape's deadline for storing and answering after the model calls. */
const ANSWER_RESERVE_MS = 1500;

export type ModelOutputs = {
  /** formats whose model call failed: answered with a warning, not charged */
  unbilled: string[];
  /** entities the model found for redactPII (accurate and aggressive modes) */
  piiEntities?: PiiEntity[];
  /** model tokens (in + out) used, as the endpoint reported them */
  tokens: number;
};

type Run = { llm: Llm; signal: AbortSignal; url: string; warnings: string[]; unbilled: string[]; tokens: number };

const tokensOf = (u: { inputTokens: number; outputTokens: number } | undefined) => (u ? u.inputTokens + u.outputTokens : 0);

/**
 * The formats a model provides, applied to the document's formats in place: onlyCleanContent first
 * (every later reader then reads the cleaned text), then json (after the injection screen), summary,
 * question, the query format, the model paths of highlights, product and menu, and the redactPII
 * entity pass. A failed call never fails the scrape: the field is absent (or keeps its model-free
 * value), a warning names the format and the reason, and the format is not charged.
 */
export async function applyModelFormats(formats: Formats, o: ScrapeOptions, page: { url: string; llm: Llm; signal: AbortSignal; remainingMs: number }): Promise<ModelOutputs> {
  const { llm } = page;
  const signal = AbortSignal.any([page.signal, AbortSignal.timeout(Math.max(1, page.remainingMs - ANSWER_RESERVE_MS))]);
  const run: Run = { llm, signal, url: page.url, warnings: [], unbilled: [], tokens: 0 };
  const text = () => formats.markdown ?? '';
  if (o.onlyCleanContent) {
    const cleaned = await attempt(run, 'onlyCleanContent', 'onlyCleanContent', () => cleanContent(llm, text(), signal));
    if (cleaned !== undefined) formats.markdown = cleaned;
  }
  for (const f of o.formats) await applyFormat(formats, f, text(), run);
  let piiEntities: PiiEntity[] | undefined;
  if (o.redactPII !== false && o.redactPII.mode !== 'fast') {
    const pageText = [formats.markdown, formats.summary, formats.answer].filter(Boolean).join('\n\n');
    try {
      const r = await findPii(llm, pageText, o.redactPII.entities, signal);
      run.tokens += tokensOf(r.usage);
      run.warnings.push(...r.warnings);
      piiEntities = r.value;
    } catch (e) {
      // the local detectors still redact: a redaction was made, so it is charged
      run.warnings.push(`redactPII: the model pass failed (${llmFailureReason(e)}), so only the local detectors (fast mode) redacted this document.`);
      piiEntities = [];
    }
  }
  if (run.warnings.length) formats.warning = [formats.warning, ...run.warnings].filter(Boolean).join(' ');
  return { unbilled: run.unbilled, piiEntities, tokens: run.tokens };
}

async function applyFormat(formats: Formats, f: ScrapeFormat, markdown: string, run: Run): Promise<void> {
  const { llm, signal } = run;
  if (f.type === 'json') {
    if (f.checkPromptInjection) {
      const verdict = await attempt(run, 'checkPromptInjection', 'checkPromptInjection', () => screenForInjection(llm, markdown, signal));
      if (verdict === undefined) return void run.unbilled.push('json');
      if (verdict.found) {
        run.unbilled.push('json');
        run.warnings.push(`json: not extracted, because the page contains instructions aimed at a language model (checkPromptInjection, found by ${verdict.by}): "${verdict.evidence}"`);
        return;
      }
    }
    const value = await attempt(run, 'json', 'json', () => extractJson(llm, { markdown, schema: f.schema, prompt: f.prompt, signal }));
    if (value !== undefined) formats.json = value;
  } else if (f.type === 'summary') {
    const value = await attempt(run, 'summary', 'summary', () => summarize(llm, markdown, signal));
    if (value !== undefined) formats.summary = value;
  } else if (f.type === 'question') {
    const value = await attempt(run, 'question', 'question', () => answerQuestion(llm, markdown, f.question, 'question', signal));
    if (value !== undefined) formats.answer = value;
  } else if (f.type === 'query') {
    const value = f.mode === 'directQuote'
      ? await modelOrKept(run, 'query', () => choosePassages(llm, markdown, f.prompt, { max: 1, format: 'query', signal }))
      : await attempt(run, 'query', 'query', () => answerQuestion(llm, markdown, f.prompt, 'query', signal));
    if (value !== undefined) formats.answer = value;
  } else if (f.type === 'highlights') {
    const value = await modelOrKept(run, 'highlights', () => choosePassages(llm, markdown, f.query, { max: 3, format: 'highlights', signal }));
    if (value !== undefined) formats.highlights = value;
  } else if (f.type === 'product' && !formats.product && markdown) {
    const value = await modelOrKept(run, 'product', () => readWithModel(llm, { markdown, outputSchema: ProductProfileSchema, format: 'product', prompt: 'Extract the product this page sells: title, brand, category, url, description and its variants with prices and availability. Leave out what the page does not state.', signal }));
    // a model that found no product title has found no product: the reader's warning stays
    if (value !== undefined && value.title.trim()) {
      formats.product = { ...value, url: value.url || run.url };
      formats.warning = formats.warning?.replace(/No product was found on this page[^.]*\.\s*/, '') || undefined;
    }
  } else if (f.type === 'menu' && formats.menu && !formats.menu.isMenu && markdown) {
    const value = await modelOrKept(run, 'menu', () => readWithModel(llm, { markdown, outputSchema: MenuProfileSchema, format: 'menu', prompt: 'If this page is a food or drink menu, extract its sections and items with prices; set isMenu false when it is not a menu.', signal }));
    if (value !== undefined) formats.menu = { ...value, sourceUrl: run.url };
  }
}

/** Runs one model call, counting its tokens (also of a failed call) and keeping its warnings. */
async function counted<T>(run: Run, call: () => Promise<FeatureResult<T>>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    const r = await call();
    run.tokens += tokensOf(r.usage);
    run.warnings.push(...r.warnings);
    return { ok: true, value: r.value };
  } catch (error) {
    run.tokens += tokensOf((error as { usage?: { inputTokens: number; outputTokens: number } }).usage);
    return { ok: false, error };
  }
}

/** A model format with no model-free answer: on failure, no field, a warning, no charge. */
async function attempt<T>(run: Run, format: string, billedAs: string, call: () => Promise<FeatureResult<T>>): Promise<T | undefined> {
  const r = await counted(run, call);
  if (r.ok) return r.value;
  run.unbilled.push(billedAs);
  run.warnings.push(`${format}: not produced, because ${llmFailureReason(r.error)}.`);
  return undefined;
}

/** A model path over a model-free answer (highlights, directQuote, readers): on failure the model-free answer stays. */
async function modelOrKept<T>(run: Run, format: string, call: () => Promise<FeatureResult<T>>): Promise<T | undefined> {
  const r = await counted(run, call);
  if (r.ok) return r.value;
  run.warnings.push(`${format}: the model-free result is returned, because ${llmFailureReason(r.error)}.`);
  return undefined;
}
