// Font stacks as computed styles give them ("Inter", -apple-system, sans-serif): split, unquote,
// and name the family a page actually asks for first.

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'emoji', 'math', 'fangsong', '-apple-system', 'blinkmacsystemfont']);

/** The families of a CSS font-family value, in order, without quotes or duplicates. */
export function parseFontStack(value: string | undefined): string[] {
  const out: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const family = part.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
    if (family && !out.some((f) => f.toLowerCase() === family.toLowerCase())) out.push(family);
  }
  return out;
}

/** The first named (non-generic) family of a stack, else its first entry. */
export function primaryFamily(stack: readonly string[]): string | undefined {
  return stack.find((f) => !GENERIC.has(f.toLowerCase())) ?? stack[0];
}
