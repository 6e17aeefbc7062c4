import { noscriptText, visibleText } from './visible-text.util';

/** Below this much visible text a page with scripts is treated as an unrendered shell. */
const SHELL_TEXT_LIMIT = 200;
/** Redirect and noscript pages are short; a long page that has them still has its content. */
const SHORT_PAGE_LIMIT = 800;

const MOUNT_POINT = /<(?:div|main|section|app-root)\b[^>]*\bid\s*=\s*["']?(?:root|app|__next|__nuxt|__svelte|svelte|main-app|application|react-root|ember-app|q-app)["'\s>][^>]*>\s*(?:<\/\w+>|<(?:div|span)\b[^>]*class=["'][^"']*(?:spinner|loader|loading)[^"']*["'][^>]*>)/i;
const ENABLE_JS = /(?:enable|turn on|activate|allow)\s+javascript|javascript\s+(?:is\s+)?(?:required|disabled|must be enabled|is not (?:enabled|available))|requires\s+javascript|need(?:s)?\s+(?:to\s+enable\s+)?javascript|without javascript/i;
const JS_REDIRECT = /(?:window\.|document\.|top\.|self\.)?location(?:\.href)?\s*=\s*["'`]|location\.(?:replace|assign)\s*\(/;
const META_REFRESH_WITH_URL = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*content\s*=\s*["']?\s*\d*\s*[;,]\s*url\s*=/i;

/**
 * True when the HTML looks like it needs a browser to show its content: an empty body, an app
 * shell (mount point plus scripts, no text), a noscript "enable JavaScript" notice standing in for
 * the page, or a meta-refresh / script redirect page.
 */
export function needsJavaScript(html: string, visibleTextLength?: number): boolean {
  const textLength = visibleTextLength ?? visibleText(html).length;
  if (textLength === 0) return true;
  const hasScripts = /<script\b/i.test(html);
  if (textLength < SHELL_TEXT_LIMIT && hasScripts && (MOUNT_POINT.test(html) || scriptCount(html) >= 3)) return true;
  if (textLength >= SHORT_PAGE_LIMIT) return false;
  if (ENABLE_JS.test(noscriptText(html))) return true;
  if (META_REFRESH_WITH_URL.test(html)) return true;
  return hasScripts && JS_REDIRECT.test(inlineScripts(html));
}

function scriptCount(html: string): number {
  return (html.match(/<script\b/gi) ?? []).length;
}

function inlineScripts(html: string): string {
  const scripts = html.match(/<script\b(?![^>]*\bsrc\s*=)[^>]*>[\s\S]*?<\/script\s*>/gi) ?? [];
  return scripts.join('\n');
}
