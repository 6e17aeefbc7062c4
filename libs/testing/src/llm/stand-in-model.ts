// The stand-in's "model": deterministic answers computed from what it is sent, so tests check the
// path (the page and schema reach the model, the output is validated and used) with stable meaning.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; required?: string[]; enum?: unknown[] };

/** The page text in a user message (after the "Page...:" or "Blocks:" line the features write). */
export function pageOf(user: string): string {
  const m = /\n(?:Page[^\n]*|Blocks|Passages):\n\n([\s\S]*)$/.exec(user);
  return m ? m[1] : user;
}

const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/^[#>*\-\s]+/, '').trim()).filter((s) => s.length > 0);

/** A short summary: the first sentence of each of the first three paragraphs. */
export function summaryOf(page: string): string {
  return page.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p && !p.startsWith('#') && p.length > 30).slice(0, 3).map((p) => sentences(p)[0]).join(' ');
}

/** The sentence sharing the most words with the question; not stated when none shares two. */
export function answerOf(user: string): { stated: boolean; answer: string } {
  const question = /Question: (.*)/.exec(user)?.[1] ?? '';
  const q = new Set(words(question));
  let best = { score: 0, s: '' };
  for (const s of sentences(pageOf(user))) {
    const score = new Set(words(s).filter((w) => q.has(w))).size;
    if (score > best.score) best = { score, s };
  }
  return best.score >= 2 ? { stated: true, answer: best.s } : { stated: false, answer: '' };
}

const BOILERPLATE = /cookie|consent|newsletter|subscribe|share (this|on)|related (articles|posts)|read more|comments? \(|leave a comment|sign up|follow us/i;

/** Numbers of the blocks that read as boilerplate. */
export function boilerplateOf(user: string): number[] {
  const out: number[] = [];
  for (const m of pageOf(user).matchAll(/^\[(\d+)\] (.*)$/gm)) if (BOILERPLATE.test(m[2])) out.push(Number(m[1]));
  return out;
}

export function injectionOf(user: string): { injection: boolean; evidence: string } {
  const m = /[^\n.]*\b(AI|assistant|model)s?\b[^\n.]*\b(instruct|must|should)\w*\b[^\n.]*/i.exec(pageOf(user));
  return m ? { injection: true, evidence: m[0].trim() } : { injection: false, evidence: '' };
}

export function piiOf(user: string): { entities: { text: string; kind: string }[] } {
  const page = pageOf(user);
  const out: { text: string; kind: string }[] = [];
  for (const m of page.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g)) out.push({ text: m[0], kind: 'EMAIL' });
  // names introduced by a title or a role ("Dr. Jane Roe", "contact: Jane Roe")
  for (const m of page.matchAll(/\b(?:Dr\.|Mr\.|Ms\.|Mrs\.|contact:?|by)\s+([A-Z][a-z]+ [A-Z][a-z]+)/g)) out.push({ text: m[1], kind: 'PERSON' });
  return { entities: out };
}

/** The passages whose text shares most words with the query, best first. */
export function chosenOf(user: string): { passages: number[] } {
  const q = new Set(words(/Query: (.*)/.exec(user)?.[1] ?? ''));
  const max = Number(/Choose at most (\d+)/.exec(user)?.[1] ?? 3);
  const scored = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => ({ n: Number(m[1]), score: words(m[2]).filter((w) => q.has(w)).length }));
  return { passages: scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score).slice(0, max).map((s) => s.n) };
}

/**
 * A value for a caller's schema read from "Key: value" lines and lists under a heading naming the
 * key, so extraction tests see page facts come back; absent facts stay null or empty.
 */
export function fillSchema(schema: Schema, page: string, key = ''): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, s] of Object.entries(schema.properties ?? {})) {
      const v = fillSchema(s, page, k);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (type === 'array') return listUnder(page, key).map((item) => (schema.items?.type === 'number' ? Number(item.replace(/[^\d.]/g, '')) : item));
  const line = valueLine(page, key);
  if (type === 'number' || type === 'integer') {
    const n = line === null ? NaN : Number(line.replace(/[^\d.-]/g, ''));
    return Number.isFinite(n) ? (type === 'integer' ? Math.round(n) : n) : (schema.required ? 0 : null);
  }
  if (type === 'boolean') return line === null ? false : /^(yes|true|in stock)/i.test(line);
  if (schema.enum) return schema.enum[0];
  if (line !== null) return line;
  if (/^(title|name|headline)$/i.test(key)) return /^#\s+(.*)$/m.exec(page)?.[1] ?? '';
  return '';
}

function keyPattern(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function valueLine(page: string, key: string): string | null {
  if (!key) return null;
  const m = new RegExp(`^[\\s*\\-]*\\**${keyPattern(key)}\\**\\s*[:：]\\s*\\**\\s*(.+)$`, 'im').exec(page);
  return m ? m[1].replace(/\*+$/, '').trim() : null;
}

function listUnder(page: string, key: string): string[] {
  if (!key) return [];
  const heading = new RegExp(`^#{1,6}\\s+.*${keyPattern(key)}.*$`, 'im').exec(page);
  if (!heading) return [];
  const after = page.slice(heading.index + heading[0].length);
  const section = after.split(/^#{1,6}\s/m)[0];
  return [...section.matchAll(/^\s*(?:[-*+]|\d+[.)])\s+(.+)$/gm)].map((m) => m[1].trim());
}
