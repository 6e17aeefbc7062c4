const ARTICLE_LD_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:NewsArticle|Article|BlogPosting|Report|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|TechArticle|ScholarlyArticle|LiveBlogPosting)"/;

/**
 * Whether the page declares itself an article (og:type=article or a JSON-LD Article type). Must
 * run before scripts are removed: JSON-LD lives in script tags.
 */
export function declaresArticle(doc: Document): boolean {
  const ogType = doc.querySelector('meta[property="og:type"], meta[name="og:type"]')?.getAttribute('content') ?? '';
  if (/^article$/i.test(ogType.trim())) return true;
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    if (ARTICLE_LD_TYPE.test(script.textContent ?? '')) return true;
  }
  return false;
}
