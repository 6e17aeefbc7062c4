import type { RedactPIIOptions } from '@wsa/contracts';

export type PiiKind = RedactPIIOptions['entities'][number];

/** One entity found in a text: [start, end) character offsets. */
export type Detection = { kind: PiiKind; start: number; end: number };

export type Detector = (text: string) => Detection[];

/** Regex matches of one kind, optionally checked by a validator (Luhn, IBAN checksum ...). */
export function matchAll(text: string, re: RegExp, kind: PiiKind, valid: (match: RegExpExecArray) => boolean = () => true, group = 0): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
    if (!valid(m)) continue;
    const value = m[group];
    const start = (m.index ?? 0) + m[0].indexOf(value);
    out.push({ kind, start, end: start + value.length });
  }
  return out;
}
