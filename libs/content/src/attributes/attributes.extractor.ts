export type AttributeQuery = { selector: string; attribute: string };
export type AttributeValues = AttributeQuery & { values: string[] };

/**
 * The `attributes` format: for each {selector, attribute}, the attribute's value on every element
 * the selector matches, in document order (elements without the attribute are skipped). Values
 * are as written in the page, not resolved. Reads the whole page before any cleanup, like links.
 * A selector the DOM cannot parse yields no values and is named in `invalidSelectors`.
 */
export function extractAttributes(doc: Document, queries: readonly AttributeQuery[]): { attributes: AttributeValues[]; invalidSelectors: string[] } {
  const invalidSelectors: string[] = [];
  const attributes = queries.map(({ selector, attribute }) => {
    let elements: Element[];
    try {
      elements = Array.from(doc.querySelectorAll(selector));
    } catch {
      invalidSelectors.push(selector);
      elements = [];
    }
    const values = elements.map((el) => el.getAttribute(attribute)).filter((v): v is string => v !== null);
    return { selector, attribute, values };
  });
  return { attributes, invalidSelectors };
}
