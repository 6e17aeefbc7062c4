import { transformHtml } from '../transform-html';

function md(body: string, removeBase64Images = true): string {
  const html = `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
  return transformHtml(html, { url: 'https://example.com/docs/page', onlyMainContent: false, removeBase64Images }, { markdown: true }).markdown ?? '';
}

describe('tables', () => {
  it('renders a table with a header row as GFM', () => {
    const out = md('<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td>Ann</td><td>31</td></tr></tbody></table>');
    expect(out).toBe('| Name | Age |\n| --- | --- |\n| Ann | 31 |');
  });

  it('makes the first row the header of a header-less table', () => {
    const out = md('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>');
    expect(out).toBe('| a | b |\n| --- | --- |\n| c | d |');
  });

  it('escapes pipes and flattens newlines inside cells', () => {
    const out = md('<table><tr><th>expr</th><th>note</th></tr><tr><td><code>a | b</code></td><td><p>line one</p><p>line two</p></td></tr></table>');
    expect(out).toContain('| `a \\| b` | line one line two |');
  });

  it('pads short rows and expands colspan so columns line up', () => {
    const out = md('<table><tr><th>a</th><th>b</th><th>c</th></tr><tr><td colspan="2">wide</td><td>x</td></tr><tr><td>only</td></tr></table>');
    expect(out.split('\n')).toEqual(['| a | b | c |', '| --- | --- | --- |', '| wide | | x |', '| only | | |']);
  });

  it('renders single-column layout tables as plain blocks', () => {
    const out = md('<table><tr><td><p>Hello layout</p></td></tr></table>');
    expect(out).toBe('Hello layout');
  });
});

describe('code blocks', () => {
  it.each([
    ['<pre><code class="language-python">print(1)</code></pre>', 'python'],
    ['<pre class="lang-ts"><code>let a = 1</code></pre>', 'ts'],
    ['<div class="highlight highlight-source-rust"><pre>fn main() {}</pre></div>', 'rust'],
  ])('takes the language from the classes of %s', (html, lang) => {
    expect(md(html)).toMatch(new RegExp('^```' + lang + '\\n'));
  });

  it('fences a bare <pre> and keeps its whitespace', () => {
    expect(md('<pre>line 1\n    indented\n</pre>')).toBe('```\nline 1\n    indented\n```');
  });

  it('uses a longer fence when the code contains backticks', () => {
    expect(md('<pre><code>a ``` b</code></pre>')).toBe('````\na ``` b\n````');
  });

  it('turns <br> inside pre into newlines', () => {
    expect(md('<pre>a<br>b</pre>')).toBe('```\na\nb\n```');
  });

  it('keeps blank lines inside code while collapsing them outside', () => {
    const out = md('<p>x</p><br><br><br><br><p>y</p><pre>a\n\n\n\nb</pre>');
    expect(out).toContain('```\na\n\n\n\nb\n```');
    expect(out).not.toMatch(/y[^`]*\n{3,}/);
    expect(out.startsWith('x\n\n')).toBe(true);
  });
});

describe('lists', () => {
  it('indents nested lists under ordered items by the marker width', () => {
    const out = md('<ol><li>first<ul><li>inner</li></ul></li><li>second</li></ol>');
    expect(out).toBe('1. first\n   - inner\n2. second');
  });

  it('indents by four for two-digit markers and honours start', () => {
    const out = md('<ol start="9"><li>nine</li><li>ten<ol><li>sub</li></ol></li></ol>');
    expect(out).toBe('9. nine\n10. ten\n    1. sub');
  });

  it('nests bullet lists with two spaces', () => {
    expect(md('<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>')).toBe('- a\n  - b\n    - c');
  });
});

describe('links and images', () => {
  it('makes links and images absolute against the page URL', () => {
    const out = md('<p><a href="../other">other</a> <img src="/img/a.png" alt="A"></p>');
    expect(out).toBe('[other](https://example.com/other) ![A](https://example.com/img/a.png)');
  });

  it('percent-encodes parentheses and spaces in destinations so an unbalanced one cannot end the link', () => {
    const out = md('<p><a href="/wiki/C_Sharp_(language)">C#</a> <a href="/x)y">odd</a> <img src="/a b.png" alt="A"></p>');
    expect(out).toBe('[C#](https://example.com/wiki/C_Sharp_%28language%29) [odd](https://example.com/x%29y) ![A](https://example.com/a%20b.png)');
  });

  it('drops links without text and keeps text of javascript: links', () => {
    expect(md('<p><a href="/x"></a>text <a href="javascript:void(0)">click</a></p>')).toBe('text click');
  });

  it('replaces base64 images with the placeholder, keeping alt', () => {
    expect(md('<img alt="logo" src="data:image/png;base64,iVBORw0KGgo=">')).toBe('![logo](<Base64-Image-Removed>)');
  });

  it('keeps base64 images when removal is off', () => {
    expect(md('<img alt="x" src="data:image/png;base64,iVBORw0KGgo=">', false)).toBe('![x](data:image/png;base64,iVBORw0KGgo=)');
  });

  it('never emits script, style or noscript text', () => {
    const out = md('<p>keep</p><script>var secret=1</script><style>.a{color:red}</style><noscript>enable js</noscript>');
    expect(out).toBe('keep');
  });
});
