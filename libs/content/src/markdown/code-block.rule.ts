import type TurndownService from 'turndown';

const LANGUAGE_CLASS = /(?:^|\s)(?:(?:language|lang|highlight(?:-source)?)-|brush:\s*)([\w+#.-]+)/i;

/** Fences every `<pre>` (turndown only fences `pre > code`), with the language from its classes. */
export function addCodeBlockRule(service: TurndownService): void {
  service.addRule('fencedPre', {
    filter: 'pre',
    replacement: (_content, node) => {
      const pre = node as Element;
      const code = preText(pre).replace(/^\n+/, '').replace(/\s+$/, '');
      if (code === '') return '';
      const longestRun = Math.max(2, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length));
      const fence = '`'.repeat(longestRun + 1);
      return `\n\n${fence}${codeLanguage(pre)}\n${code}\n${fence}\n\n`;
    },
  });
}

export function codeLanguage(pre: Element): string {
  const candidates = [pre.querySelector('code'), pre, pre.parentElement, pre.parentElement?.parentElement];
  for (const el of candidates) {
    const match = LANGUAGE_CLASS.exec(el?.getAttribute('class') ?? '');
    if (match && !/^(?:source|text|plain|none|nohighlight)$/i.test(match[1])) return match[1].toLowerCase();
    const data = el?.getAttribute('data-lang') ?? el?.getAttribute('data-language');
    if (data) return data.toLowerCase();
  }
  return '';
}

/** Text of a `<pre>` with `<br>` turned into newlines (textContent would drop them). */
function preText(node: Node): string {
  let out = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) out += child.textContent ?? '';
    else if (child.nodeName === 'BR') out += '\n';
    else if (child.nodeType === 1) {
      out += preText(child);
      // Highlighters often wrap each line in a block element instead of using newlines.
      if (/^(?:DIV|P|LI)$/.test(child.nodeName) && !out.endsWith('\n')) out += '\n';
    }
  }
  return out;
}
