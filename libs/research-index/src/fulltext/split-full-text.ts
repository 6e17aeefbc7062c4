import { DOMParser } from 'linkedom';
import { cleanText } from '../lib/paper-record';

export type Passage = { section: string; text: string };

// passages longer than this are cut at sentence ends (a passage is a unit an answer can quote)
const MAX_CHARS = 1500;
const MIN_CHARS = 40;

type Node = { tagName?: string; textContent: string | null; children: ArrayLike<Node>; getElementsByTagName(n: string): ArrayLike<Node> };

function cut(text: string): string[] {
  if (text.length <= MAX_CHARS) return [text];
  const out: string[] = [];
  let cur = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (cur && cur.length + sentence.length + 1 > MAX_CHARS) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur} ${sentence}` : sentence;
  }
  if (cur) out.push(cur);
  return out;
}

function push(out: Passage[], section: string, raw: string): void {
  const text = cleanText(raw);
  if (text.length >= MIN_CHARS) for (const part of cut(text)) out.push({ section, text: part });
}

function walkSection(sec: Node, path: string[], out: Passage[]): void {
  const kids = Array.from(sec.children);
  const title = kids.find((k) => k.tagName?.toLowerCase() === 'title');
  const here = title ? [...path, cleanText(title.textContent)] : path;
  for (const k of kids) {
    const tag = k.tagName?.toLowerCase();
    if (tag === 'p') push(out, here.join(' > '), k.textContent ?? '');
    else if (tag === 'sec') walkSection(k, here, out);
    else if (tag === 'list' || tag === 'disp-quote') push(out, here.join(' > '), k.textContent ?? '');
  }
}

/** JATS XML (PMC / Europe PMC full text) to passages: the abstract, then body sections and paragraphs in order. */
export function splitJats(xml: string): Passage[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
  const out: Passage[] = [];
  const abstract = doc.getElementsByTagName('abstract')[0];
  if (abstract) for (const p of Array.from(abstract.getElementsByTagName('p'))) push(out, 'Abstract', p.textContent ?? '');
  const body = doc.getElementsByTagName('body')[0];
  if (body) walkSection(body, [], out);
  return out;
}

/** Markdown to passages: paragraphs under the heading path that holds them. */
export function splitMarkdown(md: string): Passage[] {
  const out: Passage[] = [];
  const path: string[] = [];
  for (const block of md.split(/\n\s*\n/)) {
    const heading = /^(#{1,6})\s+(.+)$/m.exec(block.trim());
    if (heading && block.trim().startsWith('#')) {
      path.length = heading[1]!.length - 1;
      path[heading[1]!.length - 1] = heading[2]!.trim();
      const rest = block.trim().split('\n').slice(1).join(' ');
      if (rest) push(out, path.filter(Boolean).join(' > '), rest);
      continue;
    }
    push(out, path.filter(Boolean).join(' > '), block.replace(/[*_`>]/g, ''));
  }
  return out;
}
