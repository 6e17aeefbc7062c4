import type { RedactPIIOptions } from '@wsa/contracts';
import { detectPii, type DetectOptions } from './detect-pii';
import type { PiiKind } from './detection';
import { replaceDetections } from './replace-pii';

export type RedactOptions = Pick<RedactPIIOptions, 'entities' | 'replaceStyle'> & { defaultCountry?: DetectOptions['defaultCountry']; literals?: DetectOptions['literals'] };
export type RedactCounts = Partial<Record<PiiKind, number>>;

/** A plain text (or markdown) with every detected entity replaced. */
export function redactText(text: string, opts: RedactOptions, counts: RedactCounts = {}): string {
  const detections = detectPii(text, opts);
  for (const d of detections) counts[d.kind] = (counts[d.kind] ?? 0) + 1;
  return replaceDetections(text, detections, opts.replaceStyle);
}

const ESCAPE_HTML = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML: text between tags and attribute values (an e-mail in `href="mailto:..."` leaks as much as
 * in the text), with tags written escaped so the markup stays valid. Entities are decoded nowhere:
 * an address written with character references is not found (rare on real pages).
 */
export function redactHtml(html: string, opts: RedactOptions, counts: RedactCounts = {}): string {
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_, tag: string | undefined, text: string | undefined) => {
    if (text !== undefined) return redactFragment(text, opts, counts);
    return (tag ?? '').replace(/(=\s*")([^"]*)(")|(=\s*')([^']*)(')/g, (m, a1, v1, b1, a2, v2, b2) =>
      a1 !== undefined ? a1 + redactFragment(v1, opts, counts) + b1 : a2 + redactFragment(v2, opts, counts) + b2);
  });
}

function redactFragment(text: string, opts: RedactOptions, counts: RedactCounts): string {
  if (!text.trim()) return text;
  const detections = detectPii(text, opts);
  for (const d of detections) counts[d.kind] = (counts[d.kind] ?? 0) + 1;
  return replaceDetections(text, detections, opts.replaceStyle, ESCAPE_HTML);
}

/** Every string inside a JSON value (keys stay: they are the caller's schema). */
export function redactJson(value: unknown, opts: RedactOptions, counts: RedactCounts = {}): unknown {
  if (typeof value === 'string') return redactText(value, opts, counts);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, opts, counts));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactJson(v, opts, counts)]));
  return value;
}
