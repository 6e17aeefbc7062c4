import type { TransformHtmlAsync } from '@wsa/content';
import type { ScrapeBilling, ScrapeDocument, ScrapeOptions } from '@wsa/contracts';
import type { Llm } from '@wsa/llm';
import { redactDocument, type LiteralEntity } from '@wsa/redact';
import type { FetchedPage } from '../engines/fetched-page';
import type { BlobStore } from '../scrape-deps';
import type { ScrapeBudget } from '../scrape-budget';
import { storeActionOutputs, storeScreenshot, type BlobOwner } from './binary-outputs';
import { htmlFormats } from './html-formats';
import { buildMetadata, type MetadataContext } from './page-metadata';
import { pdfFormats } from './pdf-formats';
import { applyModelFormats } from './model-formats';
import { mergeFormats, needsMarkdown, pageReaderFormats, passageFormats, pdfReaderFormats } from './reader-formats';
import { binaryFormats, textFormats } from './text-formats';
import { wantedFormats } from './wanted-formats';

type Formats = Omit<ScrapeDocument, 'metadata'>;
export type BuiltDocument = { document: ScrapeDocument; billing: ScrapeBilling };
export type BuildContext = MetadataContext & { owner: BlobOwner; blobs: BlobStore; budget: ScrapeBudget; llm?: Llm; transformHtml?: TransformHtmlAsync };

/** The response document of a fresh scrape: only the requested formats, metadata always. */
export async function buildDocument(page: FetchedPage, o: ScrapeOptions, ctx: BuildContext): Promise<BuiltDocument> {
  const requested = wantedFormats(o.formats);
  // readers of the main text work on the markdown even when the caller did not ask for it
  const want = { ...requested, markdown: requested.markdown || needsMarkdown(o.formats) };
  const billing: ScrapeBilling = { cacheHit: false };
  let formats: Formats;
  let declared: Record<string, unknown> = {};
  if (page.kind === 'pdf') {
    // a PDF menu is read from the parsed text, so the text is parsed even when markdown was not asked for
    const hasMenu = o.formats.some((f) => f.type === 'menu');
    const pdf = await pdfFormats(page, o, { ...want, markdown: want.markdown || hasMenu }, ctx.budget);
    ({ formats, declared } = pdf);
    formats = mergeFormats(formats, pdfReaderFormats(o.formats, formats.markdown, page.url, pdf.declared.title));
    Object.assign(billing, pdf.billing);
  } else if (page.kind === 'html') {
    ({ formats, declared } = await htmlFormats(page, o, want, ctx.transformHtml));
    formats = mergeFormats(formats, pageReaderFormats(o.formats, page.text ?? '', page.url));
  } else if (page.kind === 'binary') {
    formats = binaryFormats(page, want);
  } else {
    formats = textFormats(page, want);
  }
  // rawBase64 stands alone (contracts): the exact bytes received, whatever the content type.
  if (want.rawBase64) formats = { rawBase64: page.body.toString('base64') };
  else formats = { ...formats, ...passageFormats(o.formats, formats.markdown ?? '') };
  let piiEntities: LiteralEntity[] | undefined;
  if (ctx.llm && !want.rawBase64) {
    const model = await applyModelFormats(formats, o, { url: page.url, llm: ctx.llm, signal: ctx.budget.signal, remainingMs: ctx.budget.remainingMs() });
    if (model.unbilled.length) billing.unbilledFormats = model.unbilled;
    if (model.tokens > 0) billing.llmTokens = model.tokens;
    piiEntities = model.piiEntities;
  }
  if (!requested.markdown) delete formats.markdown;
  // last, so that every text output (readers' and the model's included) is redacted
  if (o.redactPII !== false) formats = redactDocument(formats, o.redactPII, piiEntities).document;
  const document: ScrapeDocument = { ...formats, metadata: buildMetadata(page, declared, ctx) };
  if (page.branding && o.formats.some((f) => f.type === 'branding')) document.branding = page.branding;
  await attachBrowserOutputs(document, page, want.screenshot, ctx);
  return { document, billing };
}

async function attachBrowserOutputs(document: ScrapeDocument, page: FetchedPage, wantScreenshot: boolean, ctx: BuildContext): Promise<void> {
  if (wantScreenshot && page.screenshot) document.screenshot = await storeScreenshot(ctx.blobs, page.screenshot, ctx.owner);
  if (page.actions) document.actions = await storeActionOutputs(ctx.blobs, page.actions, ctx.owner);
}
