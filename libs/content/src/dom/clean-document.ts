/** Elements that never carry readable content; removed in every mode (noscript too, see below). */
const NON_CONTENT = 'script, style, template, link, meta, base, iframe, object, embed, canvas, svg, math annotation';

/** Removes scripts, styles, templates, comments and similar non-content from `root`. */
export function removeNonContent(root: Element): void {
  for (const el of Array.from(root.querySelectorAll(NON_CONTENT))) el.remove();
  unwrapContentNoscript(root);
  for (const el of Array.from(root.querySelectorAll('noscript'))) el.remove();
  removeComments(root);
}

/** A `<noscript>` with more text than this may be the page's real content. */
const NOSCRIPT_CONTENT_MIN = 500;

/**
 * Some sites (Discourse forums, some shops) serve their whole readable page inside `<noscript>`
 * for crawlers, around an empty app shell. When a noscript holds more text than the rest of the
 * page, its children replace it instead of being dropped.
 */
function unwrapContentNoscript(root: Element): void {
  const noscripts = Array.from(root.querySelectorAll('noscript'));
  if (noscripts.length === 0) return;
  const lengths = noscripts.map((n) => (n.textContent ?? '').trim().length);
  const total = (root.textContent ?? '').trim().length;
  const inside = lengths.reduce((a, b) => a + b, 0);
  noscripts.forEach((noscript, i) => {
    if (lengths[i] >= NOSCRIPT_CONTENT_MIN && lengths[i] > total - inside) noscript.replaceWith(...Array.from(noscript.childNodes));
  });
}

/** Removes elements a browser would not show: `hidden`, `display:none`, `visibility:hidden`. */
export function removeHiddenElements(root: Element): void {
  const candidates = root.querySelectorAll('[hidden], [style*="none"], [style*="hidden"], [aria-hidden="true"], dialog:not([open]), [class*="hidden"], [class*="none"], [class*="sr-only"], [class*="screen-reader"], [class*="hide"]');
  const total = (root.textContent ?? '').length;
  for (const el of Array.from(candidates)) {
    // A hidden wrapper around most of the page is an anti-flicker guard that scripts lift
    // (Next.js, A/B testing snippets): the browser ends up showing it.
    if (isHidden(el) && (el.textContent ?? '').length <= total * MAX_HIDDEN_SHARE) el.remove();
  }
}

/** Largest share of the page text a hidden element may hold and still be removed. */
const MAX_HIDDEN_SHARE = 0.5;

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function isHidden(el: Element): boolean {
  // Inactive tabs and collapsed accordions/"read more" expanders are content a reader opens with
  // one click (specs, FAQ answers, the rest of a description).
  if (el.getAttribute('role') === 'tabpanel' || REVEALABLE_CLASS.test(el.getAttribute('class') ?? '')) return false;
  if (el.localName === 'dialog' || el.hasAttribute('hidden')) return true;
  // aria-hidden marks decorative icons and duplicated menus; only drop it when it is not a large text block.
  if (el.getAttribute('aria-hidden') === 'true') return (el.textContent ?? '').length < 200;
  if (HIDDEN_STYLE.test(el.getAttribute('style') ?? '')) return true;
  return HIDDEN_CLASS.test(el.getAttribute('class') ?? '') && (el.textContent ?? '').length < 2000;
}

/** Class names of panels a click reveals: accordions, expanders, toggles, "read more". */
const REVEALABLE_CLASS = /(?:^|[\s_-])(?:accordion|expander|collapsible|readmore|read-more)(?:$|[\s_-])|toggle__content/i;

/** Utility classes of CSS frameworks that hide an element (Bootstrap, Tailwind, WordPress, ...). */
const HIDDEN_CLASS = /(?:^|\s)(?:hidden|d-none|is-hidden|u-hidden|hide|visually-hidden|sr-only|screen-reader-text|screenreader-only)(?:\s|$)/;

function removeComments(root: Element): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    for (let child = node.firstChild; child; ) {
      const next = child.nextSibling;
      if (child.nodeType === 8) child.remove();
      else if (child.nodeType === 1) stack.push(child);
      child = next;
    }
  }
}
