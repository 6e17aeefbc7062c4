import { textLength } from '../dom/boilerplate.filter';

/**
 * Headings that introduce recommendation blocks rather than the page's own content: "You may also
 * like", "Customers also bought", "Similar items", "Recently viewed", "Related products", and on forums
 * and Q&A sites the other threads ("Similar threads", "Trending threads", "Hot network questions").
 */
const RECOMMENDATION_HEADING =
  /\b(?:also (?:viewed|bought|like|liked|love|purchased|read)|you (?:may|might) (?:also )?(?:like|enjoy|be interested)|similar (?:items|products|listings|threads|topics|questions|discussions)|(?:related|trending|suggested|popular) (?:threads|topics|questions|discussions)|hot network questions|explore related questions|related (?:items|products|books)|products related to|recently viewed|frequently bought|complete the look|explore related|more from this (?:seller|brand|shop)|sponsored (?:products|items)|shop the look|customers who (?:viewed|bought))\b/i;

/**
 * Customer-review headings ("Customer reviews", "Top reviews from ...", "Reviews for X"): chrome on
 * product pages only. A bare "Reviews" may hold critics' quotes that belong to the description.
 */
const REVIEW_HEADING = /\b(?:customer|user|top|product|verified|guest) reviews\b|\breviews (?:for|from|of)\b|\bratings (?:&|and) reviews\b/i;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Largest share of the page text a recommendation section may hold and still be removed. */
const MAX_SECTION_SHARE = 0.5;

/**
 * Removes the sections that recommendation headings (and, on product pages, review headings)
 * introduce. A section is the largest ancestor of the heading whose first heading is that one; with
 * flat markup, the heading and the next element (the carousel or list it titles): taking everything
 * up to the next heading would also take untitled product blocks that follow.
 */
export function removeRecommendationSections(root: Element, isProduct: boolean): void {
  let pageLength = -1; // measured on the first match only: most pages have no such heading
  for (const heading of Array.from(root.querySelectorAll(HEADINGS))) {
    if (!root.contains(heading)) continue;
    const text = (heading.textContent ?? '').trim();
    if (text.length > 80) continue;
    if (!RECOMMENDATION_HEADING.test(text) && !(isProduct && REVIEW_HEADING.test(text))) continue;
    if (pageLength < 0) pageLength = textLength(root);
    removeSection(root, heading, pageLength * MAX_SECTION_SHARE);
  }
}

function removeSection(root: Element, heading: Element, maxLength: number): void {
  let section: Element = heading;
  for (let parent = heading.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (parent.querySelector(HEADINGS) !== heading || textLength(parent) > maxLength) break;
    section = parent;
  }
  if (section !== heading) {
    section.remove();
    return;
  }
  const next = heading.nextElementSibling;
  if (next && !next.matches(HEADINGS) && !next.querySelector(HEADINGS.split(', ').slice(0, Number(heading.localName.slice(1))).join(', '))) {
    if (textLength(next) <= maxLength) next.remove();
  }
  heading.remove();
}

