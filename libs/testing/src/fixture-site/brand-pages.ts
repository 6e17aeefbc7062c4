// A branded landing page with known colours, fonts, components and logo: the branding format's
// fixture. Orange #ff5a1f is the brand (filled primary buttons, header accents), blue #1d4ed8 the
// link colour, body text #111827 on #ffffff, secondary text #6b7280.

export const BRAND_LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="40" viewBox="0 0 140 40"><rect width="40" height="40" rx="8" fill="#ff5a1f"/><text x="48" y="27" font-size="20" fill="#111827">Acme</text></svg>';

export const BRAND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Pricing | Acme Rockets</title>
<meta property="og:image" content="/brand/og.png">
<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; background: #ffffff; color: #111827; font-family: "Inter", Helvetica, Arial, sans-serif; font-size: 16px; line-height: 24px; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 16px 32px; border-bottom: 4px solid #ff5a1f; }
  h1, h2, h3 { font-family: "Playfair Display", Georgia, serif; color: #111827; }
  h1 { font-size: 48px; font-weight: 800; line-height: 56px; margin: 32px 0 16px; }
  h2 { font-size: 32px; font-weight: 700; line-height: 40px; margin: 24px 0 16px; }
  h3 { font-size: 24px; font-weight: 600; margin: 16px 0 8px; }
  main { padding: 32px; }
  p { margin: 0 0 16px; }
  a { color: #1d4ed8; }
  .muted { color: #6b7280; }
  small, .fine { font-size: 13px; color: #6b7280; }
  .btn { display: inline-block; padding: 12px 24px; border-radius: 8px; text-decoration: none; font-weight: 600; margin: 8px 8px 8px 0; }
  .btn-primary { background: #ff5a1f; color: #ffffff; border: 0; }
  .btn-secondary { background: transparent; color: #ff5a1f; border: 2px solid #ff5a1f; }
  input { padding: 8px 12px; border: 1px solid #d1d5db; border-radius: 8px; background: #ffffff; color: #111827; }
  input:focus { border-color: #1d4ed8; outline: none; }
  code { font-family: "JetBrains Mono", Menlo, monospace; font-size: 14px; }
  .social img { width: 24px; height: 24px; }
</style></head>
<body>
<header>
  <a href="/" class="brand"><img src="/brand/logo.svg" alt="Acme Rockets logo" class="site-logo" width="140" height="40"></a>
  <nav><a href="/docs">Docs</a> <a href="/pricing">Pricing</a> <a href="/blog">Blog</a>
  <span class="social"><a href="https://twitter.example/acme"><img src="/brand/twitter.svg" alt="Twitter"></a></span></nav>
</header>
<main>
  <h1>Rockets for everyone</h1>
  <p>Acme builds small reusable rockets for research teams. Launch windows open every week, and every flight carries
  up to forty kilograms of payload to low orbit. Read the <a href="/docs/payloads">payload guide</a> or the
  <a href="/docs/safety">safety notes</a> before booking.</p>
  <p class="muted">Prices include insurance and ground support. Taxes are added at checkout where they apply.</p>
  <a class="btn btn-primary" href="/signup">Book a launch</a> <a class="btn btn-secondary" href="/contact">Talk to sales</a>
  <h2>Plans</h2>
  <h3>Starter</h3>
  <p>One launch a quarter with shared payload space. Configure it with <code>acme launch --plan starter</code>.</p>
  <button class="btn btn-primary">Choose Starter</button>
  <form><input type="email" placeholder="you@example.com"> <button type="submit" class="btn btn-primary">Subscribe</button></form>
  <p class="fine">Launch dates depend on weather and range availability. See the <a href="/terms">terms</a>.</p>
</main>
<footer><small>© Acme Rockets. All rights reserved.</small></footer>
</body></html>`;

/** The branded page and its assets, by path. */
export const BRAND_ASSETS: Record<string, { contentType: string; body: string }> = {
  '/brand': { contentType: 'text/html; charset=utf-8', body: BRAND_PAGE },
  '/brand/logo.svg': { contentType: 'image/svg+xml', body: BRAND_LOGO_SVG },
  '/brand/twitter.svg': { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="12" fill="#1da1f2"/></svg>' },
  '/brand/favicon.svg': { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#ff5a1f"/></svg>' },
};
