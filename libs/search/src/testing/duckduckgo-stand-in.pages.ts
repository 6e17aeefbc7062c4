// DuckDuckGo's pages as the stand-in serves them, in the markup of the real no-JavaScript site
// (html.duckduckgo.com/html/): result blocks, the redirect links, the "Next" form, the bot check.

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`);

function frame(q: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="content-type" content="text/html; charset=UTF-8" /><meta name="referrer" content="origin" />
<title>${esc(q)} at DuckDuckGo</title><link title="DuckDuckGo (HTML)" type="application/opensearchdescription+xml" rel="search" href="//duckduckgo.com/opensearch_html_v2.xml" /></head>
<body>
<div class="header__form"><form name="x" class="header__form" action="/html/" method="post"><input name="q" autocomplete="off" class="search__input" id="search_form_input_homepage" type="text" value="${esc(q)}" /><input name="b" id="search_button_homepage" class="search__button search__button--html" value="" title="Search" alt="Search" type="submit" /><input type="hidden" name="kl" value="" /><input type="hidden" name="df" value="" /></form></div>
<div id="links" class="results">
${body}
</div>
</body>
</html>`;
}

export function resultsPage(q: string, rows: Record<string, unknown>[], nextOffset: number | undefined): string {
  const ad = `<div class="result results_links results_links_deep result--ad result--ad--small">
  <div class="links_main links_deep result__body"><h2 class="result__title"><a rel="nofollow" class="result__a" href="https://duckduckgo.com/y.js?ad_domain=ads.example&amp;u3=x">Sponsored: buy ${esc(q)}</a></h2>
  <a class="result__snippet" href="https://duckduckgo.com/y.js?u3=x">An advertisement.</a><span class="badge--ad">Ad</span></div></div>`;
  const items = rows.map((r) => {
    const target = String(r.url);
    const redirect = `//duckduckgo.com/l/?uddg=${encodeURIComponent(target)}&amp;rut=0f3c2e8b4a`;
    const display = target.replace(/^https?:\/\//, '').replace(/\/$/, '');
    return `<div class="result results_links results_links_deep web-result ">
  <div class="links_main links_deep result__body">
    <h2 class="result__title"><a rel="nofollow" class="result__a" href="${redirect}">${esc(r.title)}</a></h2>
    <div class="result__extras"><div class="result__extras__url"><span class="result__icon"><a rel="nofollow" href="${redirect}"><img class="result__icon__img" width="16" height="16" alt="" src="//external-content.duckduckgo.com/ip3/${esc(new URL(target).hostname)}.ico" name="i15" /></a></span><a class="result__url" href="${redirect}">${esc(display)}</a></div></div>
    <a class="result__snippet" href="${redirect}">${esc(r.content)}</a>
    <div class="clear"></div>
  </div>
</div>`;
  });
  const next = nextOffset === undefined ? '' : `<div class="nav-link">
<form action="/html/" method="post"><input type="submit" class="btn btn--alt" value="Next" /><input type="hidden" name="q" value="${esc(q)}" /><input type="hidden" name="s" value="${nextOffset}" /><input type="hidden" name="nextParams" value="" /><input type="hidden" name="v" value="l" /><input type="hidden" name="o" value="json" /><input type="hidden" name="dc" value="${nextOffset + 1}" /><input type="hidden" name="api" value="d.js" /><input type="hidden" name="vqd" value="4-1234567890" /><input name="kl" value="wt-wt" type="hidden" /></form>
</div>`;
  return frame(q, `${ad}\n${items.join('\n')}\n${next}`);
}

export function noResultsPage(q: string): string {
  return frame(q, '<div class="result results_links results_links_deep result--no-result"><div class="no-results">No  results.</div></div>');
}

/** The bot check the site answers (with HTTP 202) when it thinks a client is automated. */
export function anomalyPage(q: string): string {
  return `<!DOCTYPE html><html lang="en-US"><head><title>${esc(q)} at DuckDuckGo</title></head><body>
<form id="challenge-form" action="//duckduckgo.com/anomaly.js?sv=html&amp;cc=botnet&amp;ti=1&amp;gk=x&amp;p=y&amp;q=${encodeURIComponent(q)}" method="POST">
<div class="anomaly-modal__mask"><div class="anomaly-modal__modal" data-testid="anomaly-modal"><div class="anomaly-modal__title">Unfortunately, bots use DuckDuckGo too.</div>
<div class="anomaly-modal__description">Please complete the following challenge to confirm this search was made by a human.</div></div></div></form></body></html>`;
}

/** The regular results page; only its `vqd` token matters to the JSON endpoints. */
export function vqdPage(q: string): string {
  return `<!DOCTYPE html><html lang="en-US"><head><title>${esc(q)} at DuckDuckGo</title>
<script type="text/javascript">DDG.page = new DDG.Pages.SERP({ showSERP: true });DDG.deep.initialize('/d.js?q=${encodeURIComponent(q)}&t=D&l=us-en&s=0&dl=en&ct=US&vqd=4-211459218720513370361402410315219185658&bing_market=en-US&p_ent=&ex=-1&sp=0', false);</script>
</head><body><div id="links"></div></body></html>`;
}
