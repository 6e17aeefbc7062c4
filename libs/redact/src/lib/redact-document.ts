import type { RedactPIIOptions, ScrapeDocument } from '@wsa/contracts';
import type { LiteralEntity } from './detect-pii';
import { redactHtml, redactJson, redactText, type RedactCounts } from './redact';

export const ACCURATE_WITHOUT_MODEL_WARNING =
  'redactPII: no language model is configured, so the local detectors (the fast mode: validated patterns, phone-number library, name and place lexicon) were used instead of the accurate mode.';

type Redactable = Pick<ScrapeDocument, 'markdown' | 'html' | 'rawHtml' | 'links' | 'summary' | 'json' | 'answer' | 'highlights' | 'warning'>;

/**
 * Applies redaction to every text field of a document that could carry page content, so that no
 * requested output leaks an entity (rawHtml too, and mailto:/tel: links).
 */
export function redactDocument<T extends Redactable>(doc: T, options: RedactPIIOptions, modelEntities?: readonly LiteralEntity[]): { document: T; counts: RedactCounts } {
  const opts = { entities: options.entities, replaceStyle: options.replaceStyle, literals: modelEntities };
  const counts: RedactCounts = {};
  const out: T = { ...doc };
  if (out.markdown !== undefined) out.markdown = redactText(out.markdown, opts, counts);
  if (out.summary !== undefined) out.summary = redactText(out.summary, opts, counts);
  if (out.answer !== undefined) out.answer = redactText(out.answer, opts, counts);
  if (out.highlights !== undefined) out.highlights = redactText(out.highlights, opts, counts);
  if (out.html !== undefined) out.html = redactHtml(out.html, opts, counts);
  if (out.rawHtml !== undefined) out.rawHtml = redactHtml(out.rawHtml, opts, counts);
  if (out.links !== undefined) out.links = out.links.map((link) => redactText(link, opts, counts));
  if (out.json !== undefined) out.json = redactJson(out.json, opts, counts);
  // accurate (the default) and aggressive include the model pass; without a model say what ran
  if (options.mode !== 'fast' && !modelEntities) out.warning = [out.warning, ACCURATE_WITHOUT_MODEL_WARNING].filter(Boolean).join(' ');
  return { document: out, counts };
}
