/**
 * Final markdown tidy-up outside fenced code: collapse 3+ newlines into one blank line and
 * strip trailing whitespace-only lines. Code blocks are left byte for byte.
 */
export function tidyMarkdown(markdown: string): string {
  const parts = markdown.split(/(^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\2[ \t]*$)/m);
  let out = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (i % 3 === 1) out += part;
    else if (i % 3 === 0) out += part.replace(/[ \t]+\n(?=[ \t]*\n)/g, '\n').replace(/\n{3,}/g, '\n\n');
  }
  return out.trim();
}
