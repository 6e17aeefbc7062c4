// Judging aid: prints a page's groups of alike siblings (same tag and classes, 3+ of them, each with
// a link) with sample texts, so the judge can pick the selector of the page's items by reading them
// next to the page. Not used by the extractor. Run: see ../README.md ("Judged set").
import { parseHTML } from 'linkedom';
import { loadWcxb } from '../dataset-loader';

const ids = process.argv.slice(2);
const pages = loadWcxb().filter((p) => ids.includes(p.id));

function signature(el: Element): string {
  const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c && !/\d/.test(c)).sort().slice(0, 3);
  return [el.localName, ...cls].join('.');
}

function cssSig(el: Element): string {
  const id = el.getAttribute('id');
  const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => /^[A-Za-z_-][\w-]*$/.test(c) && !/\d/.test(c));
  return el.localName + (id && /^[A-Za-z][\w-]*$/.test(id) ? `#${id}` : '') + cls.map((c) => `.${c}`).join('');
}

function path(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
    const id = e.getAttribute('id');
    parts.unshift(e.localName + (id ? `#${id}` : '') + ((e.getAttribute('class') ?? '').trim() ? '.' + (e.getAttribute('class') ?? '').trim().split(/\s+/)[0] : ''));
  }
  return parts.join(' > ');
}

for (const page of pages) {
  const doc = parseHTML(page.html).document as unknown as Document;
  for (const el of Array.from(doc.querySelectorAll('script, style, noscript, template, svg'))) el.remove();
  console.log(`\n=== ${page.id} ${page.pageType} ${page.url}`);
  console.log(`  h1: ${Array.from(doc.querySelectorAll('h1')).map((h) => (h.textContent ?? '').trim().slice(0, 80)).join(' | ')}`);
  const rows: { n: number; text: number; line: string }[] = [];
  for (const parent of Array.from(doc.querySelectorAll('*'))) {
    const groups = new Map<string, Element[]>();
    for (const child of Array.from(parent.children)) {
      const sig = signature(child);
      groups.set(sig, [...(groups.get(sig) ?? []), child]);
    }
    for (const [sig, els] of groups) {
      if (els.length < 3 || !els.every((e) => e.querySelector('a[href]') || e.matches('a[href]'))) continue;
      const texts = els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());
      const total = texts.reduce((a, t) => a + t.length, 0);
      if (total < 100) continue;
      let selector = `${cssSig(parent)} > ${cssSig(els[0]).replace(/#[\w-]+/, '')}`;
      let matched = -1;
      try { matched = doc.querySelectorAll(selector).length; } catch { selector = '(no selector)'; }
      rows.push({ n: els.length, text: total, line: `${selector}  [matches ${matched}] x${els.length} (${total} ch)\n      1: ${texts[0].slice(0, 110)}\n      2: ${texts[1].slice(0, 110)}` });
    }
  }
  for (const r of rows.sort((a, b) => b.text - a.text).slice(0, 1)) console.log('  ' + r.line);
  console.log(`  truth: ${page.truth.replace(/\s+/g, ' ').slice(0, 250)}`);
}
