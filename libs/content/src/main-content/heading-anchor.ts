import { textLength } from '../dom/boilerplate.filter';

/** Text before the page heading larger than this share of the page is content, not chrome. */
const MAX_LEADING_SHARE = 0.3;

/**
 * Drops what precedes the page's `<h1>` (leftover menus, breadcrumbs, promo strips) on pages that
 * are not articles, when that leading part is a small share of the page.
 */
export function trimBeforeHeading(root: Element): void {
  const h1 = root.querySelector('h1');
  if (!h1) return;
  const leading: ChildNode[] = [];
  for (let node: Element | null = h1; node && node !== root; node = node.parentElement) {
    for (let sib = node.previousSibling; sib; sib = sib.previousSibling) leading.push(sib);
  }
  const leadingLength = leading.reduce((n, node) => n + (node.nodeType === 1 ? textLength(node as Element) : (node.textContent ?? '').trim().length), 0);
  if (leadingLength === 0 || leadingLength > textLength(root) * MAX_LEADING_SHARE) return;
  for (const node of leading) node.remove();
}
