import type { RedactPIIOptions } from '@wsa/contracts';
import type { Detection } from './detection';

export type ReplaceStyle = RedactPIIOptions['replaceStyle'];

/** The one replacer: `tag` writes `<EMAIL>`, `mask` asterisks of the same length, `remove` nothing. */
export function replaceDetections(text: string, detections: readonly Detection[], style: ReplaceStyle, escape: (s: string) => string = (s) => s): string {
  let out = '';
  let cursor = 0;
  for (const d of detections) {
    out += text.slice(cursor, d.start);
    const original = text.slice(d.start, d.end);
    out += style === 'tag' ? escape(`<${d.kind}>`) : style === 'mask' ? original.replace(/[^\s]/g, '*') : '';
    cursor = d.end;
  }
  return out + text.slice(cursor);
}
