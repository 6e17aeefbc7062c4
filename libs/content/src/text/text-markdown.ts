/** A JSON body as a fenced json block, pretty-printed when it parses (raw text otherwise). */
export function jsonToMarkdown(text: string): string {
  let body = text.trim();
  try {
    body = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Invalid JSON is still shown as-is: the caller asked for the body, not a validation.
  }
  const longestRun = Math.max(2, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}json\n${body}\n${fence}`;
}

/** Plain text is already readable markdown; it is kept raw (only line endings normalised). */
export function textToMarkdown(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
