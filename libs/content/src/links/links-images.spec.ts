import { transformHtml } from '../transform-html';
import { bestSrcsetCandidate, parseSrcset } from './srcset.util';

const run = (body: string, head = '') =>
  transformHtml(`<html><head>${head}</head><body>${body}</body></html>`, { url: 'https://site.test/a/b.html', onlyMainContent: true, removeBase64Images: true }, { links: true, images: true });

describe('srcset', () => {
  it('picks the widest w candidate', () => {
    expect(bestSrcsetCandidate('s.jpg 320w, l.jpg 1280w, m.jpg 640w')).toBe('l.jpg');
  });

  it('picks the highest density and treats a bare URL as 1x', () => {
    expect(bestSrcsetCandidate('a.png, b.png 2x, c.png 1.5x')).toBe('b.png');
  });

  it('keeps commas inside URLs and splits candidates without spaces', () => {
    expect(parseSrcset('https://c.test/w_100,h_50/a.jpg 100w,https://c.test/w_200,h_100/a.jpg 200w').map((c) => c.url)).toEqual([
      'https://c.test/w_100,h_50/a.jpg',
      'https://c.test/w_200,h_100/a.jpg',
    ]);
  });
});

describe('links', () => {
  it('lists absolute http(s) links of the whole page, deduplicated, without fragments-only and non-web schemes', () => {
    const { links } = run(
      '<nav><a href="/home">Home</a></nav><article><a href="c.html">c</a><a href="c.html">again</a><a href="#top">top</a>' +
        '<a href="mailto:x@y.z">mail</a><a href="javascript:void(0)">js</a><a href="https://other.test/p#s">ext</a><a href="">self</a></article>',
    );
    expect(links).toEqual(['https://site.test/home', 'https://site.test/a/c.html', 'https://other.test/p#s']);
  });

  it('resolves against <base href>', () => {
    expect(run('<a href="x">x</a>', '<base href="https://cdn.test/root/">').links).toEqual(['https://cdn.test/root/x']);
  });
});

describe('images', () => {
  it('collects og:image, img (best srcset), picture sources and lazy images, without data: URIs', () => {
    const { images } = run(
      '<img src="/small.jpg" srcset="/small.jpg 300w, /big.jpg 1200w">' +
        '<picture><source srcset="/p-1x.webp 1x, /p-2x.webp 2x"><img src="/p.jpg"></picture>' +
        '<img src="data:image/gif;base64,R0lGOD" data-src="/lazy.jpg"><img src="data:image/png;base64,AAAA"><img src="/small.jpg">',
      '<meta property="og:image" content="/og.png">',
    );
    expect(images).toEqual([
      'https://site.test/og.png',
      'https://site.test/big.jpg',
      'https://site.test/p-2x.webp',
      'https://site.test/p.jpg',
      'https://site.test/lazy.jpg',
      'https://site.test/small.jpg',
    ]);
  });
});
