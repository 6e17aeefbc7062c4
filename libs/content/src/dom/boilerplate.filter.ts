/** Semantic page chrome. A `<header>` inside an article or main keeps the title, so it stays. */
const CHROME_SELECTOR = [
  'nav', 'aside', 'footer', 'header', 'menu', 'dialog',
  '[role="navigation"]', '[role="banner"]', '[role="contentinfo"]', '[role="complementary"]',
  '[role="search"]', '[role="dialog"]', '[role="alertdialog"]', '[aria-modal="true"]',
  'button', 'select', 'input', 'textarea', 'label',
].join(', ');

/** Class/id words of chrome, ads and widgets (cookie banners, share bars, newsletter boxes, ...). */
const CHROME_WORDS =
  /(?:^|[\s_-])(?:nav|navbar|navigation|menu|menubar|megamenu|footer|masthead|sidebar|breadcrumbs?|cookie|cookies|consent|gdpr|newsletter|subscribe|signup|social|share|sharing|sharethis|addthis|related|advert|advertisement|ads|adsbygoogle|ad-slot|promo|popup|modal|skip-link|skiplink|toolbar|pagination|pager|recommend|recommended|recommendations|trending|popular|outbrain|taboola|byline|dateline|timestamp|entry-meta|post-meta|article-meta|tags|tag-list|tagcloud|author-bio|author-info|print|disqus|signature|reactions|user[-_]?(?:extras?|details|title|info|stats|banner)|postprofile|author[-_]?(?:pane|information)|poster[-_]?info)(?:$|[\s_-])/i;

/**
 * "widget" only as a whole class or its prefix (`widget`, `widget-area`, `widget_recent`): page
 * builders name every content block `<builder>-widget-...` (Elementor's `elementor-widget-wrap`).
 */
const WIDGET_CLASS = /(?:^|\s)widget(?:$|[\s_-])/i;

/** Elements that hold the page's own content; never removed as boilerplate. */
const CONTENT_ROOTS = 'main, article, [role="main"], h1';

/** Largest share of the page text a class-matched block may hold and still count as chrome. */
const MAX_CHROME_SHARE = 0.35;

/** Removes navigation, headers, footers, cookie banners, share widgets and similar chrome from `body`. */
export function removeBoilerplate(body: Element): void {
  for (const el of Array.from(body.querySelectorAll(CHROME_SELECTOR))) {
    if (el.localName === 'header' && el.closest('article, main, [role="main"]')) continue;
    el.remove();
  }
  const pageText = textLength(body);
  for (const el of Array.from(body.querySelectorAll('[class], [id]'))) {
    const words = `${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''}`;
    if (!(CHROME_WORDS.test(words) || WIDGET_CLASS.test(words)) || !body.contains(el)) continue;
    if (el.matches(CONTENT_ROOTS) || el.querySelector(CONTENT_ROOTS)) continue;
    if (textLength(el) > pageText * MAX_CHROME_SHARE) continue;
    el.remove();
  }
}

/** A block whose text is at least this share link text is a menu or link farm, not prose. */
const LINK_DENSITY_MAX = 0.8;
const LINK_LIST_MIN_LINKS = 4;

/**
 * Removes link-only blocks (menus, tag clouds, "more stories" lists) outside content roots. Used
 * before Readability only: on listing and collection pages those links are the content.
 */
export function removeLinkLists(body: Element): void {
  for (const el of Array.from(body.querySelectorAll('ul, ol, dl, div, section, table, p'))) {
    if (!body.contains(el)) continue;
    const links = el.querySelectorAll('a[href]');
    if (links.length < LINK_LIST_MIN_LINKS) continue;
    const total = textLength(el);
    if (total === 0) continue;
    let linked = 0;
    for (const a of Array.from(links)) linked += textLength(a);
    if (linked / total < LINK_DENSITY_MAX) continue;
    if (el.matches(CONTENT_ROOTS) || el.querySelector(CONTENT_ROOTS) || holdsDataTable(el)) continue;
    el.remove();
  }
}

/** Fewest rows of two or more cells that make a headed table data (a list of laureates, prices, specs). */
const DATA_TABLE_MIN_ROWS = 5;

/**
 * Whether `el` is, holds or sits in a data table: rows of several cells are records even when
 * every cell links somewhere (or holds a list of links), unlike single-column menus.
 */
function holdsDataTable(el: Element): boolean {
  const outer = el.parentElement?.closest('table');
  const tables = el.localName === 'table' ? [el] : Array.from(el.querySelectorAll('table'));
  return [...(outer ? [outer] : []), ...tables].some(isDataTable);
}

export function isDataTable(table: Element): boolean {
  // Layout tables (teaser grids, old page templates) have no header cells.
  if (!table.querySelector('th')) return false;
  let rows = 0;
  for (const tr of Array.from(table.querySelectorAll('tr'))) if (tr.querySelectorAll('td').length >= 2) rows += 1;
  return rows >= DATA_TABLE_MIN_ROWS;
}

/** The element's text with whitespace runs collapsed, as a reader sees it. */
export function elementText(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function textLength(el: Element): number {
  return elementText(el).length;
}
