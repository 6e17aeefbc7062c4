import { parseDocument } from '../dom/parse-document';
import { extractMainContent } from './main-content.extractor';

const page = (html: string) => parseDocument(`<html><head></head><body>${html}</body></html>`, 'https://x.test/').doc;
const prose = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i} of the introduction, with enough plain words in it to read as prose to the extractor.</p>`).join('');
const links = (n: number) => `<ul>${Array.from({ length: n }, (_, i) => `<li><a href="/item-${i}">Catalogue entry number ${i} with a descriptive linked title</a></li>`).join('')}</ul>`;

describe('extractMainContent', () => {
  it('reads a declared article made mostly of link lists as a listing and keeps the lists', () => {
    const doc = page(`<div>${prose(2)}</div><div>${links(40)}</div>`);
    const { root } = extractMainContent(doc, { article: true, product: false });
    expect(root.textContent).toContain('Catalogue entry number 39');
  });

  it('keeps a section whose heading anchor id reads like chrome ("...-comments") and gives ids back', () => {
    const section = (id: string, title: string) => `<section id="${id}"><h2>${title}</h2>${prose(8)}</section>`;
    const doc = page(`<article>${section('how-to-send', 'How to send')}${section('respond-to-review-comments', 'Respond to review comments')}${section('header-options', 'Header options')}</article>`);
    const { root, source } = extractMainContent(doc, { article: true, product: false });
    expect(source).toBe('readability');
    expect(root.textContent).toContain('Respond to review comments');
    expect(root.textContent).toContain('Header options');
    expect(root.querySelector('#respond-to-review-comments')).not.toBeNull();
    expect(root.querySelector('[data-wsa-id]')).toBeNull();
  });

  it('keeps trusting Readability on a declared article with a few related links', () => {
    const doc = page(`<article>${prose(12)}</article><div>${links(6)}</div>`);
    const { root, source } = extractMainContent(doc, { article: true, product: false });
    expect(source).toBe('readability');
    expect(root.textContent).toContain('Paragraph 11');
    expect(root.textContent).not.toContain('Catalogue entry');
  });
});

describe('extractMainContent on pages that are not articles', () => {
  const sentences = (topic: string, n: number) => Array.from({ length: n }, (_, i) => `${topic} sentence ${i} explains, in plain words, what the service does for the customer, and why, and how.`).join(' ');
  const card = (name: string) => `<li><h3>${name}</h3><span>${name} keeps every team in step</span> <span>with one shared plan</span></li>`;

  it('uses the cleaned page when Readability keeps under three quarters of it (one section of a service page)', () => {
    const doc = page(`<section><div class="intro"><h2>Overview</h2><p>${sentences('Overview', 3)}</p><p>${sentences('Details', 3)}</p></div></section><section><ul class="cards">${['Alignment', 'Efficiency', 'Visibility', 'Security'].map(card).join('')}</ul></section>`);
    const { root, source } = extractMainContent(doc, { article: false, product: false });
    expect(source).toBe('page');
    expect(root.textContent).toContain('Security keeps every team in step');
    expect(root.textContent).toContain('Overview sentence 2');
  });
});
