import { takeScreenshot } from '../render/capture';
import { pageHtml } from '../render/page-html';
import { RenderError, errorMessage, isRenderError } from '../render-error';
import type { BrowserAction, CapturedActions } from '../types';
import { type ActionContext, ActionFailure } from './action-context';
import { executeJavascript } from './execute-javascript';
import { clickAction, pressAction, scrollAction, waitAction, writeAction } from './interaction-actions';

async function runAction(ctx: ActionContext, action: BrowserAction): Promise<void> {
  const { page, results } = ctx;
  switch (action.type) {
    case 'wait':
      return waitAction(ctx, action);
    case 'click':
      return clickAction(ctx, action);
    case 'write':
      return writeAction(ctx, action);
    case 'press':
      return pressAction(ctx, action);
    case 'scroll':
      return scrollAction(ctx, action);
    case 'screenshot':
      results.screenshots.push(await takeScreenshot(page, { fullPage: action.fullPage ?? false, quality: action.quality, viewport: action.viewport }));
      return;
    case 'scrape':
      results.scrapes.push({ url: page.url(), html: await pageHtml(page) });
      return;
    case 'executeJavascript':
      results.javascriptReturns.push(await executeJavascript(page, action.script));
      return;
    case 'pdf': {
      const pdf = await page.pdf({ format: action.format ?? 'Letter', landscape: action.landscape ?? false, scale: action.scale ?? 1, printBackground: true, timeout: ctx.guard.remainingMs() });
      results.pdfs.push(Buffer.from(pdf));
      return;
    }
  }
}

/** Runs the actions in order; the first failure stops the job with kind 'action', naming index and type. */
export async function runActions(ctx: Omit<ActionContext, 'results'>, actions: readonly BrowserAction[]): Promise<CapturedActions> {
  const results: CapturedActions = { screenshots: [], scrapes: [], javascriptReturns: [], pdfs: [] };
  for (const [index, action] of actions.entries()) {
    ctx.guard.throwIfFailed();
    try {
      await ctx.guard.race(runAction({ ...ctx, results }, action));
    } catch (err) {
      if (isRenderError(err) || ctx.guard.signal.aborted) throw err;
      const reason = err instanceof ActionFailure ? err.message : cleanPuppeteerMessage(errorMessage(err));
      throw new RenderError('action', `Action ${index} (${action.type}) failed: ${reason}`, { actionIndex: index, actionType: action.type, cause: err });
    }
  }
  return results;
}

/** Page exceptions arrive with puppeteer's stack prefix; the first line is what a user can act on. */
function cleanPuppeteerMessage(msg: string): string {
  return msg.split('\n')[0]?.replace(/^Evaluation failed: /, '') ?? msg;
}
