import { needsJavaScript } from './js-needed.detector';

const article = `<html><head><script src="/analytics.js"></script></head><body><article>${'<p>Real server-rendered paragraph with plenty of words in it.</p>'.repeat(30)}</article>
<noscript>Please enable JavaScript to view the comments.</noscript><script>document.querySelector('a').onclick=()=>{location.href='/x'}</script></body></html>`;

describe('needsJavaScript', () => {
  it('flags an empty body', () => {
    expect(needsJavaScript('<html><head><title>x</title></head><body>  </body></html>')).toBe(true);
  });

  it('flags an app shell: empty mount point plus scripts', () => {
    expect(needsJavaScript('<html><head><title>App</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>')).toBe(true);
    expect(needsJavaScript('<body><header>Logo</header><div id="__next"></div><script src="/_next/a.js"></script></body>')).toBe(true);
  });

  it('flags a noscript "enable JavaScript" page with little else', () => {
    const html = '<body><noscript>You need to enable JavaScript to run this app.</noscript><div class="x">Loading…</div><script src="/a.js"></script></body>';
    expect(needsJavaScript(html)).toBe(true);
  });

  it('flags meta-refresh and script redirect pages', () => {
    expect(needsJavaScript('<head><meta http-equiv="refresh" content="0; url=/new"></head><body>Redirecting…</body>')).toBe(true);
    expect(needsJavaScript('<body><p>Redirecting</p><script>window.location.href = "https://ex.test/next";</script></body>')).toBe(true);
  });

  it('does not flag a server-rendered article with scripts, a comments noscript and a click handler', () => {
    expect(needsJavaScript(article)).toBe(false);
  });

  it('does not flag a short static page without scripts, nor a plain auto-reload meta refresh', () => {
    expect(needsJavaScript('<body><h1>Hello</h1><p>Short but complete static page.</p></body>')).toBe(false);
    expect(needsJavaScript('<head><meta http-equiv="refresh" content="300"></head><body><p>Live scores page text.</p></body>')).toBe(false);
  });

  it('uses the caller-provided visible text length', () => {
    expect(needsJavaScript('<body><div id="app"></div><script src="/a.js"></script></body>', 5000)).toBe(false);
  });
});
