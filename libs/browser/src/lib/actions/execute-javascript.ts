import { Script } from 'node:vm';
import type { Page } from 'puppeteer-core';
import { ActionFailure } from './action-context';

/**
 * The script may be an expression (`document.title`) or a function body (`const a = 1; return a`).
 * Node's V8 checks which form parses, so nothing needs eval in the page (which a site's CSP could forbid).
 */
export function wrapUserScript(script: string): string {
  const expression = script.trim().replace(/;+\s*$/, '');
  const candidates = [`(async () => (\n${expression}\n))()`, `(async () => {\n${script}\n})()`];
  let syntaxError = '';
  for (const code of candidates) {
    try {
      new Script(code);
      return code;
    } catch (err) {
      syntaxError = err instanceof Error ? err.message : String(err); // the last (function-body) error is the useful one
    }
  }
  throw new ActionFailure(`script is not valid JavaScript: ${syntaxError}`);
}

/** Runs in the page around the user's value: a JSON-safe {type, value}, never a non-serialisable object. */
function envelope(wrapped: string): string {
  return `(async () => {
  const v = await ${wrapped};
  const type = typeof v;
  let value;
  if (v === undefined) value = null;
  else if (type === 'function' || type === 'symbol' || type === 'bigint') value = String(v);
  else { try { value = JSON.parse(JSON.stringify(v)); } catch { value = String(v); } }
  return { type, value: value === undefined ? null : value };
})()`;
}

export async function executeJavascript(page: Page, script: string): Promise<{ type: string; value: unknown }> {
  const result = await page.evaluate(envelope(wrapUserScript(script)));
  return result as { type: string; value: unknown };
}
