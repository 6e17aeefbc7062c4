const HYPHENATED = /\p{L}[-\u00ad]$/u;
const STARTS_LOWER = /^\p{Ll}/u;

/**
 * Joins the visual lines of one paragraph into running text. A word split by a line-break hyphen
 * ("gar-" + "den") is rejoined when the next line continues in lowercase; compounds broken at a
 * real hyphen lose it too, the usual trade-off of de-hyphenation without a dictionary. Before a
 * capital or digit the hyphen is kept and the halves are joined ("Franco-Prussian").
 */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (!out) out = line;
    else if (HYPHENATED.test(out) && STARTS_LOWER.test(line)) out = out.slice(0, -1) + line;
    else if (HYPHENATED.test(out)) out = out.endsWith('-') ? out + line : out.slice(0, -1) + line;
    else out = `${out} ${line}`;
  }
  return out.replace(/\u00ad/g, '');
}
