import { textLength } from '../dom/boilerplate.filter';

/**
 * Share of the page text a block must hold to stand for the page. What lies outside the innermost
 * such block is the stray chrome that has no telling tag or class (a thread list under a forum
 * thread, a promo strip, a store footer). Tuned on WCXB (bench/content): 0.9 gave 0.797 -> 0.799
 * over 39 pages that moved, mostly forums and product pages; 0.85 and lower cut real content.
 */
export const DENSE_ROOT_MIN_SHARE = 0.9;

/**
 * Elements the narrowing may stop at: plain containers. A `pre`, table, list or quote converts to
 * markdown only as a child (fence, GFM table, markers), so it is never made the root itself.
 */
const WRAPPERS = 'div, section, article, main, form, center';

/**
 * The innermost element under `root` that still holds `DENSE_ROOT_MIN_SHARE` of its text, found by
 * following the child with the most text while that child holds enough and is a plain container.
 * With `keep` (the page's product tiles), it never narrows to a block that leaves `keep` out: a
 * long buying guide would otherwise win over a compact grid.
 */
export function denseRoot(root: Element, minShare = DENSE_ROOT_MIN_SHARE, keep?: Element): Element {
  const total = textLength(root);
  let node = root;
  for (;;) {
    let best: Element | null = null;
    let bestLength = 0;
    for (const child of Array.from(node.children)) {
      const length = textLength(child);
      if (length > bestLength) {
        best = child;
        bestLength = length;
      }
    }
    if (!best || bestLength === 0 || bestLength < total * minShare || !best.matches(WRAPPERS)) return node;
    if (keep && node.contains(keep) && !best.contains(keep)) return node;
    node = best;
  }
}
