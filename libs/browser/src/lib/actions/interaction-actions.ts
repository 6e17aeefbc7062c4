import type { ElementHandle, KeyInput } from 'puppeteer-core';
import { sleep } from '../util/job-guard';
import { type ActionContext, ActionFailure, settle } from './action-context';

export async function waitAction(ctx: ActionContext, a: { milliseconds?: number; selector?: string }): Promise<void> {
  if (a.selector === undefined) return sleep(a.milliseconds ?? 0, ctx.guard.signal);
  // Stop a little before the overall deadline so a missing element reports as this action's failure.
  const timeout = Math.max(100, ctx.guard.remainingMs() - 500);
  try {
    await ctx.page.waitForSelector(a.selector, { timeout });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') throw new ActionFailure(`selector '${a.selector}' did not appear within ${timeout} ms`);
    throw err;
  }
}

export async function clickAction(ctx: ActionContext, a: { selector: string; all?: boolean }): Promise<void> {
  const handles: ElementHandle<Element>[] = a.all ? await ctx.page.$$(a.selector) : [await ctx.page.$(a.selector)].filter((h): h is ElementHandle<Element> => h !== null);
  if (handles.length === 0) throw new ActionFailure(`no element matches selector '${a.selector}'`);
  try {
    for (const handle of handles) await clickHandle(handle);
  } finally {
    await Promise.all(handles.map((h) => h.dispose().catch(() => undefined)));
  }
  await settle(ctx);
}

/** A real mouse click where possible; elements hidden or covered by an overlay still get a DOM click. */
async function clickHandle(handle: ElementHandle<Element>): Promise<void> {
  try {
    await handle.click();
  } catch {
    await handle.evaluate((el) => (el as HTMLElement).click());
  }
}

/** The spec focuses the input with a preceding click action: type into whatever has focus. */
export async function writeAction(ctx: ActionContext, a: { text: string }): Promise<void> {
  await ctx.page.keyboard.type(a.text);
}

export async function pressAction(ctx: ActionContext, a: { key: string }): Promise<void> {
  try {
    await ctx.page.keyboard.press(a.key as KeyInput);
  } catch (err) {
    if (err instanceof Error && /Unknown key/.test(err.message)) throw new ActionFailure(`unknown key '${a.key}'`);
    throw err;
  }
  await settle(ctx);
}

export async function scrollAction(ctx: ActionContext, a: { direction?: 'up' | 'down'; selector?: string }): Promise<void> {
  const sign = a.direction === 'up' ? -1 : 1;
  if (a.selector === undefined) {
    await ctx.page.evaluate((s) => window.scrollBy(0, s * window.innerHeight), sign);
  } else {
    const found = await ctx.page.evaluate(scrollElementInPage, a.selector, sign);
    if (!found) throw new ActionFailure(`no element matches selector '${a.selector}'`);
  }
  await settle(ctx, 1500); // lazy-loaded content usually starts loading on scroll
}

/** Scrolls a scrollable element by its own height; a non-scrollable one is brought into view instead. */
function scrollElementInPage(selector: string, sign: number): boolean {
  const el = document.querySelector(selector);
  if (!el) return false;
  if (el.scrollHeight > el.clientHeight + 1) el.scrollBy(0, sign * el.clientHeight);
  else el.scrollIntoView({ block: sign > 0 ? 'start' : 'end' });
  return true;
}
