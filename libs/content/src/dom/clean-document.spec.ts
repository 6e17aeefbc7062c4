import { parseDocument } from './parse-document';
import { removeHiddenElements, removeNonContent } from './clean-document';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;

describe('removeNonContent', () => {
  it('drops scripts, styles, templates, svg, comments and small noscripts', () => {
    const el = body('<p>a</p><script>s</script><style>c</style><template>t</template><svg><text>v</text></svg><!-- note --><noscript>enable js</noscript>');
    removeNonContent(el);
    expect(el.innerHTML).toBe('<p>a</p>');
  });

  it('unwraps a noscript that holds the page content', () => {
    const el = body(`<div id="app"></div><noscript><p>${'word '.repeat(150)}</p></noscript>`);
    removeNonContent(el);
    expect(el.querySelector('noscript')).toBeNull();
    expect(el.querySelector('p')?.textContent).toContain('word word');
  });
});

describe('removeHiddenElements', () => {
  it('removes hidden, display:none, framework-hidden classes and closed dialogs', () => {
    const el = body('<p>shown</p><p hidden>h</p><p style="color:red; display: none">d</p><span class="sr-only">s</span><div class="x d-none">n</div><dialog>dlg</dialog>');
    removeHiddenElements(el);
    expect(el.textContent).toBe('shown');
  });

  it('keeps elements whose class merely contains "hidden" as part of a word, and large aria-hidden blocks', () => {
    const el = body(`<p class="hidden-gem-title">kept</p><div aria-hidden="true">${'long '.repeat(60)}</div>`);
    removeHiddenElements(el);
    expect(el.textContent).toContain('kept');
    expect(el.textContent).toContain('long long');
  });
});

describe('removeHiddenElements on anti-flicker wrappers', () => {
  it('keeps a hidden wrapper that holds most of the page', () => {
    const el = body(`<div style="visibility:hidden"><p>${'page text '.repeat(50)}</p><p style="display:none">menu</p></div>`);
    removeHiddenElements(el);
    expect(el.textContent).toContain('page text');
    expect(el.textContent).not.toContain('menu');
  });
});

describe('removeHiddenElements on tab panels', () => {
  it('keeps inactive tab panels but still drops other hidden blocks', () => {
    const el = body('<div role="tabpanel" style="display:none"><p>Python example</p></div><div style="display:none">popup</div><p>shown</p>');
    removeHiddenElements(el);
    expect(el.textContent).toContain('Python example');
    expect(el.textContent).not.toContain('popup');
  });
});

describe('removeHiddenElements on collapsed panels', () => {
  it('keeps collapsed accordion and "read more" expander content', () => {
    const el = body('<div class="a-expander-content" style="display:none">Rest of the description</div><div class="accordion-body" style="display:none">FAQ answer</div>');
    removeHiddenElements(el);
    expect(el.textContent).toContain('Rest of the description');
    expect(el.textContent).toContain('FAQ answer');
  });

  it('still drops hidden blocks whose class merely mentions a toggle', () => {
    const el = body('<div class="menu-toggle" style="display:none">menu</div><p>shown</p>');
    removeHiddenElements(el);
    expect(el.textContent).toBe('shown');
  });
});
