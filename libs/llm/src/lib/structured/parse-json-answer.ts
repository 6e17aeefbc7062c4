/**
 * The JSON value in a model's answer. Servers in JSON mode answer bare JSON; others wrap it in a
 * ```json fence or a sentence, so we also take the outermost {...} or [...] span.
 */
export function parseJsonAnswer(content: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const attempts = [content.trim()];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  if (fence) attempts.push(fence[1].trim());
  const start = content.search(/[[{]/);
  const end = Math.max(content.lastIndexOf('}'), content.lastIndexOf(']'));
  if (start >= 0 && end > start) attempts.push(content.slice(start, end + 1));
  for (const text of attempts) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      // try the next reading
    }
  }
  return { ok: false, error: content.trim() ? 'the answer is not JSON' : 'the answer is empty' };
}
