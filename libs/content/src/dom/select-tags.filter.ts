/**
 * Applies the request's includeTags/excludeTags CSS selectors to `body`.
 * Returns false when includeTags were given but matched nothing (the caller warns).
 */
export function applyTagFilters(body: Element, includeTags?: string[], excludeTags?: string[]): boolean {
  const exclude = cleanSelectors(excludeTags);
  for (const selector of exclude) {
    for (const el of safeQueryAll(body, selector)) el.remove();
  }
  const include = cleanSelectors(includeTags);
  if (include.length === 0) return true;
  const kept = outermost(include.flatMap((selector) => safeQueryAll(body, selector)));
  const doc = body.ownerDocument;
  const fragment = doc.createDocumentFragment();
  for (const el of documentOrder(kept)) fragment.appendChild(el);
  body.replaceChildren(fragment);
  return kept.length > 0;
}

function cleanSelectors(selectors?: string[]): string[] {
  return (selectors ?? []).map((s) => s.trim()).filter((s) => s !== '');
}

/** An invalid user selector must not fail the scrape; it simply matches nothing. */
function safeQueryAll(root: Element, selector: string): Element[] {
  try {
    return Array.from(root.querySelectorAll(selector));
  } catch {
    return [];
  }
}

/** Drops matches nested in other matches so no content is emitted twice. */
function outermost(elements: Element[]): Element[] {
  const set = new Set(elements);
  return [...set].filter((el) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (set.has(p)) return false;
    return true;
  });
}

function documentOrder(elements: Element[]): Element[] {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
}
