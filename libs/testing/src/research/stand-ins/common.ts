import { TOPICS, type FixturePaper } from '../paper-corpus';

/** How the stand-ins behave: the corpus they serve, a 429 first, malformed entries, OpenAlex's key. */
export type StandInOptions = { corpus?: FixturePaper[]; rateLimitFirst?: boolean; malformed?: boolean; /** the key OpenAlex requests must carry (none: OpenAlex refuses every request) */ openalexKey?: string };

/** What a stand-in answers one request with. */
export type Reply = { status: number; type: string; body: string | Buffer };
export type Handler = (url: URL) => Reply;
/** What every source's stand-in is built from: the fixture corpus (and its papers by number) and the options. */
export type StandInContext = { corpus: FixturePaper[]; byN: Map<number, FixturePaper>; o: StandInOptions };

export const TOPIC_NAMES = TOPICS.map((t) => t.name);

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export function textMatch(p: FixturePaper, terms: string[]): number {
  const hay = new Set(words(`${p.title} ${p.abstract} ${p.authors.map((a) => a.name).join(' ')}`));
  return terms.filter((t) => hay.has(t)).length;
}

export function dateWindow(q: string, re: RegExp): [string, string] | null {
  const m = re.exec(q);
  return m ? [m[1]!, m[2]!] : null;
}
