/** Parsed JSON-LD blocks of the page; a block that is not valid JSON is skipped (pages ship broken ones). */
export function readJsonLd(doc: Document): unknown[] {
  const out: unknown[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'))) {
    const raw = (script.textContent ?? '').trim().replace(/^<!--|-->$/g, '');
    if (!raw) continue;
    try {
      out.push(JSON.parse(raw));
    } catch {
      // some shops escape newlines badly inside strings; one lenient retry
      try {
        out.push(JSON.parse(raw.replace(/[\n\r\t]+/g, ' ')));
      } catch {
        continue;
      }
    }
  }
  return out;
}
