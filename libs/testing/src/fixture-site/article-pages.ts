// Static HTML fixtures: a real-looking article (boilerplate around the content, a table, code),
// a page with ads and a cookie banner, and a page with srcset and base64 images.

const NAV = `<header class="site-header"><nav class="main-nav"><a href="/">Home</a> <a href="/about">About us</a> <a href="/contact">Contact</a></nav></header>`;
const FOOTER = `<footer class="site-footer"><p>Copyright 2024 Fixture Media Group. All rights reserved.</p><a href="/privacy">Privacy policy</a></footer>`;

export const ARTICLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Growing Tomatoes at Home</title>
<meta name="description" content="A practical guide to growing tomatoes on a balcony.">
<meta name="keywords" content="tomatoes, gardening">
<meta property="og:title" content="Growing Tomatoes (OG)"><meta property="og:site_name" content="Fixture Garden">
<link rel="icon" href="/favicon.ico"></head>
<body>${NAV}
<main><article>
<h1>Growing Tomatoes at Home</h1>
<p>Tomatoes are among the most rewarding plants for a small balcony garden. With six hours of sun, a deep pot and regular watering, a single plant can yield several kilograms of fruit over a summer season.</p>
<p>Start seedlings indoors six to eight weeks before the last frost, then harden them off for a week before moving them outside. Plant them deep: roots form along the buried stem and make the plant sturdier.</p>
<h2>Varieties compared</h2>
<table><thead><tr><th>Variety</th><th>Days to harvest</th><th>Habit</th></tr></thead>
<tbody><tr><td>Sungold</td><td>57</td><td>Indeterminate</td></tr><tr><td>Roma</td><td>75</td><td>Determinate</td></tr></tbody></table>
<h2>Watering schedule script</h2>
<pre><code class="language-python">def water(days):
    return [d for d in days if d % 2 == 0]</code></pre>
<p>Read more in our <a href="/guides/soil">soil guide</a> and the <a href="https://example.org/tomato-faq">tomato FAQ</a>.</p>
</article></main>
<aside class="sidebar"><h3>Newsletter</h3><p>Subscribe to our weekly newsletter for more tips.</p></aside>
${FOOTER}</body></html>`;

export const ADS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ads and consent</title>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
<script src="/ads/adsbygoogle.js"></script></head>
<body>${NAV}
<main><article><h1>Composting Basics</h1>
<p>Composting turns kitchen scraps and garden waste into rich soil. Balance green material such as vegetable peelings with brown material such as dry leaves, keep the heap moist, and turn it every few weeks.</p>
<p>A well-managed heap is ready in three to six months and smells like a forest floor, not like rubbish.</p>
<ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-0000"></ins>
<div class="ad-banner" id="ad-slot-1">ADVERTISEMENT: Buy cheap garden gnomes now</div>
</article></main>
<div id="cookie-banner" class="cookie-consent" style="position:fixed;bottom:0;left:0;right:0;background:#eee">
<p>We use cookies to improve your experience. Accept all cookies?</p><button id="accept-cookies">Accept all</button></div>
${FOOTER}</body></html>`;

// A 1x1 transparent PNG, inlined as a base64 data URL.
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const IMAGES_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Image gallery</title></head>
<body><main><article><h1>Garden gallery</h1>
<p>Photos from this year's garden, in several resolutions for different screens. The inline pixel below is embedded as base64 data.</p>
<img src="/img/rose-small.jpg" srcset="/img/rose-small.jpg 480w, /img/rose-large.jpg 1080w" alt="A red rose">
<picture><source srcset="/img/tulip.webp" type="image/webp"><img src="/img/tulip.jpg" alt="Tulips"></picture>
<p>Inline pixel: <img src="${PIXEL}" alt="Inline pixel"></p>
</article></main></body></html>`;

/** Enough prose that the counter page is a normal static page (no JavaScript needed). */
export function counterPage(visits: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visit counter</title></head><body><main><article>
<h1>Visit counter</h1><p>This page has been served ${visits} times since the fixture site started. Each request to it increments the count, which lets a test prove that a cached answer made no request.</p>
</article></main></body></html>`;
}

export const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>
<body><main><h1>Page not found</h1><p>The page you asked for does not exist on this fixture site. Check the address or go back to the home page.</p></main></body></html>`;
