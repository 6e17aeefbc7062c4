/** Blocks whose repeats are removed: containers and text blocks, not inline runs or quotes. */
const BLOCKS = new Set(['div', 'section', 'article', 'p', 'ul', 'ol', 'li', 'dl', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure']);
/**
 * Fewest non-space characters a repeated block must have: short labels and one-line teasers
 * ("Add to cart", a size, a product name) repeat legitimately.
 */
const MIN_DUPLICATE_LENGTH = 70;
/** Characters of each end of a block's text kept in its fingerprint. */
const END_LENGTH = 48;

type Fingerprint = { length: number; head: string; tail: string };

/**
 * Removes blocks whose text repeats an earlier block exactly: responsive layouts ship the same
 * section twice (desktop and mobile), carousels clone their slides, sticky bars repeat the title.
 * Quotes are left alone (forum replies quote earlier posts on purpose). Blocks are compared by a
 * fingerprint built in one pass (length and both ends of the text without whitespace); only
 * fingerprints that collide are compared in full.
 */
export function removeDuplicateBlocks(root: Element): void {
  const blocks: ({ el: Element; key: string } | null)[] = [];
  fingerprint(root, blocks, false);
  const seen = new Map<string, Element>();
  for (const block of blocks) {
    if (!block || !root.contains(block.el)) continue;
    const { el, key } = block;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, el);
    } else if (!first.contains(el) && !el.contains(first) && root.contains(first) && squash(first) === squash(el)) {
      el.remove();
    }
  }
}

/** Fingerprints `el` and collects its blocks (in document order) that are long enough to compare. */
function fingerprint(el: Element, blocks: ({ el: Element; key: string } | null)[], inQuote: boolean): Fingerprint {
  const quoted = inQuote || el.localName === 'blockquote';
  // Pre-order slot: ancestors before descendants, so a repeated wrapper goes as a whole.
  const slot = blocks.length;
  blocks.push(null);
  let length = 0;
  let head = '';
  let tail = '';
  for (let node = el.firstChild; node; node = node.nextSibling) {
    let part: Fingerprint;
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s+/g, '');
      part = { length: text.length, head: text.slice(0, END_LENGTH), tail: text.slice(-END_LENGTH) };
    } else if (node.nodeType === 1) {
      part = fingerprint(node as Element, blocks, quoted);
    } else continue;
    if (part.length === 0) continue;
    length += part.length;
    if (head.length < END_LENGTH) head = (head + part.head).slice(0, END_LENGTH);
    tail = (tail + part.tail).slice(-END_LENGTH);
  }
  if (!quoted && length >= MIN_DUPLICATE_LENGTH && BLOCKS.has(el.localName)) {
    blocks[slot] = { el, key: `${length}|${head}|${tail}` };
  }
  return { length, head, tail };
}

function squash(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, '');
}
