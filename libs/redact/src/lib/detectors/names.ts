import type Nlp from 'compromise';
import type { Detection, PiiKind } from '../detection';

// compromise's lexicon costs about 28 MB per process: loaded on the first PERSON/LOCATION request,
// not when the scrape worker starts (most workers never redact names).
let loaded: typeof Nlp | undefined;
function nlp(text: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('compromise') as typeof Nlp;
  return loaded(text);
}

type Match = { offset?: { start: number; length: number } };

/**
 * PERSON and LOCATION through compromise (a lexicon and rule tagger that runs in Node without
 * downloads). Honorifics stay part of the name ("Dr. Jane Smith").
 */
export function detectNamesAndPlaces(text: string, kinds: ReadonlySet<PiiKind>): Detection[] {
  const doc = nlp(text);
  const out: Detection[] = [];
  const add = (matches: Match[], kind: PiiKind) => {
    for (const m of matches) {
      if (!m.offset) continue;
      const raw = text.slice(m.offset.start, m.offset.start + m.offset.length);
      // compromise includes trailing punctuation in some spans
      const trimmed = raw.replace(/[\s.,;:!?'")\]]+$/, '');
      if (trimmed.length < 2) continue;
      // "Ms. Helen Park" is a person even when the lexicon knows "Park" as a place
      const honorific = /^(?:Mr|Mrs|Ms|Dr|Prof)\.?\s/.test(trimmed);
      out.push({ kind: honorific ? 'PERSON' : kind, start: m.offset.start, end: m.offset.start + trimmed.length });
    }
  };
  if (kinds.has('PERSON')) add(doc.people().json({ offset: true }) as Match[], 'PERSON');
  if (kinds.has('LOCATION')) add(doc.places().json({ offset: true }) as Match[], 'LOCATION');
  return out;
}
