import type { CountryCode } from 'libphonenumber-js';
import type { Detection, PiiKind } from './detection';
import { detectEmails } from './detectors/email';
import { detectFinancial } from './detectors/financial';
import { detectNamesAndPlaces } from './detectors/names';
import { detectPhones } from './detectors/phone';
import { detectSecrets } from './detectors/secret';

/** An entity a model found, as written in the text: every occurrence is redacted like a detection. */
export type LiteralEntity = { text: string; kind: PiiKind };
export type DetectOptions = { entities: readonly PiiKind[]; defaultCountry?: CountryCode; literals?: readonly LiteralEntity[] };

// When spans overlap, the more specific detector wins: a token is a secret before it is a phone.
const PRIORITY: PiiKind[] = ['SECRET', 'FINANCIAL', 'EMAIL', 'PHONE', 'PERSON', 'LOCATION'];

/** Every entity of the requested kinds, non-overlapping, in text order. */
export function detectPii(text: string, opts: DetectOptions): Detection[] {
  const kinds = new Set(opts.entities);
  const found: Detection[] = [];
  if (kinds.has('SECRET')) found.push(...detectSecrets(text));
  if (kinds.has('FINANCIAL')) found.push(...detectFinancial(text));
  if (kinds.has('EMAIL')) found.push(...detectEmails(text));
  if (kinds.has('PHONE')) found.push(...detectPhones(text, opts.defaultCountry));
  if (kinds.has('PERSON') || kinds.has('LOCATION')) found.push(...detectNamesAndPlaces(text, kinds));
  for (const l of opts.literals ?? []) if (kinds.has(l.kind)) found.push(...occurrences(text, l));
  return resolveOverlaps(found);
}

function occurrences(text: string, l: LiteralEntity): Detection[] {
  const out: Detection[] = [];
  if (!l.text) return out;
  for (let at = text.indexOf(l.text); at >= 0; at = text.indexOf(l.text, at + l.text.length)) out.push({ kind: l.kind, start: at, end: at + l.text.length });
  return out;
}

function resolveOverlaps(found: Detection[]): Detection[] {
  const ranked = [...found].sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind) || b.end - b.start - (a.end - a.start));
  const kept: Detection[] = [];
  for (const d of ranked) {
    if (!kept.some((k) => d.start < k.end && k.start < d.end)) kept.push(d);
  }
  return kept.sort((a, b) => a.start - b.start);
}
