import { textLength } from '../dom/boilerplate.filter';

/**
 * Class/id words of customer-review, rating, seller-feedback and Q&A widgets (own markup and the
 * common review apps: Yotpo, Okendo, Judge.me, Stamped, Bazaarvoice, Trustpilot, Loox, Reviews.io).
 */
const REVIEW_WORDS =
  /(?:^|[\s_-])(?:reviews?|customer-reviews?|testimonials?|yotpo|okendo|jdgm|judgeme|stamped|bv|bazaarvoice|trustpilot|loox|reviewsio|questions-answers|qna|feedback|ratings?)(?:$|[\s_-])/i;

/** Largest share of the page text a review block may hold and still be removed. */
const MAX_REVIEW_SHARE = 0.5;

/**
 * Removes customer-review widgets from a declared product page: buyers' opinions, star histograms
 * and Q&A threads are not the product's description, and they often outweigh it.
 */
export function removeProductReviews(root: Element): void {
  let pageLength = -1;
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (!root.contains(el)) continue;
    if (!REVIEW_WORDS.test(`${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''}`)) continue;
    if (el.matches('main, [role="main"], h1') || el.querySelector('main, [role="main"], h1')) continue;
    if (pageLength < 0) pageLength = textLength(root);
    if (textLength(el) <= pageLength * MAX_REVIEW_SHARE) el.remove();
  }
}
