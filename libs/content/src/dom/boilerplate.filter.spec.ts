import { parseDocument } from './parse-document';
import { isDataTable, removeBoilerplate, removeLinkLists } from './boilerplate.filter';

const body = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc.body;
const row = (i: number) => `<tr><td><a href="/y${i}">19${i}0</a></td><td><ul><li><a href="/a${i}">Alice ${i}</a></li><li><a href="/b${i}">Bob ${i}</a></li><li><a href="/c${i}">Carol ${i}</a></li><li><a href="/d${i}">Dan ${i}</a></li></ul></td></tr>`;
const headed = (rows: number) => `<table><tr><th>Year</th><th>Laureates</th></tr>${Array.from({ length: rows }, (_, i) => row(i)).join('')}</table>`;
const menu = '<ul><li><a href="/1">Home</a></li><li><a href="/2">News</a></li><li><a href="/3">Sport</a></li><li><a href="/4">About</a></li></ul>';

describe('removeLinkLists', () => {
  it('removes a link-only menu', () => {
    const el = body(`<p>text</p>${menu}`);
    removeLinkLists(el);
    expect(el.textContent).toBe('text');
  });

  it('keeps a headed data table whose cells are links or link lists', () => {
    const el = body(headed(6));
    removeLinkLists(el);
    expect(el.textContent).toContain('Carol 5');
  });
});

describe('isDataTable', () => {
  it('needs header cells and several multi-cell rows', () => {
    expect(isDataTable(body(headed(6)).querySelector('table') as Element)).toBe(true);
    expect(isDataTable(body(headed(2)).querySelector('table') as Element)).toBe(false);
    expect(isDataTable(body(headed(6).replace(/<th>/g, '<td>').replace(/<\/th>/g, '</td>')).querySelector('table') as Element)).toBe(false);
  });
});

describe('removeBoilerplate widget classes', () => {
  const prose = 'A long paragraph of the article body that readers came for. '.repeat(10);

  it('removes sidebar widgets named widget or widget-*', () => {
    const el = body(`<div><p>${prose}</p></div><div class="widget widget_recent_entries">Recent posts</div>`);
    removeBoilerplate(el);
    expect(el.textContent).not.toContain('Recent posts');
  });

  it('keeps page-builder blocks whose class merely contains -widget-', () => {
    const el = body(`<div class="elementor-widget-wrap"><p>Intro block.</p></div><div><p>${prose}</p></div>`);
    removeBoilerplate(el);
    expect(el.textContent).toContain('Intro block.');
  });
});

describe('removeBoilerplate forum chrome', () => {
  const post = 'The reply that answers the question in the thread, with details. '.repeat(10);

  it('removes post signatures and reaction bars', () => {
    const el = body(`<article><p>${post}</p></article><div class="message-signature">My rig: i7, 32GB</div><div class="post-reactions">Like 3</div>`);
    removeBoilerplate(el);
    expect(el.textContent).not.toContain('My rig');
    expect(el.textContent).not.toContain('Like 3');
  });

  it('removes the poster panels of forum posts (user details, titles, stats)', () => {
    const el = body(`<div class="message"><div class="message-userDetails">jdoe Senior member</div><div class="message-userExtras">Joined 2011 Posts 4,210</div><p>${post}</p></div><div class="postprofile">Reputation 88</div><div class="MessageCard__user-info">Discussion starter 14 posts</div>`);
    removeBoilerplate(el);
    expect(el.textContent).toContain('answers the question');
    for (const chrome of ['Senior member', 'Joined 2011', 'Reputation 88', 'Discussion starter']) expect(el.textContent).not.toContain(chrome);
  });

  it('keeps blocks whose class only contains the word as part of another word', () => {
    const el = body(`<div class="signatures-guide"><p>How to sign a PDF.</p></div><p>${post}</p>`);
    removeBoilerplate(el);
    expect(el.textContent).toContain('How to sign a PDF.');
  });
});
