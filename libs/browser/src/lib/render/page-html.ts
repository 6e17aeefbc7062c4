import type { Page } from 'puppeteer-core';
import { sleep } from '../util/job-guard';

const OUR_STYLE = /<style data-wsa="hide">[\s\S]*?<\/style>/g;

/**
 * Serialized DOM of the current page without the hiding stylesheets this library injected.
 * A late client-side redirect can destroy the execution context mid-call: retry once after it settles.
 */
export async function pageHtml(page: Page): Promise<string> {
  try {
    return (await page.content()).replace(OUR_STYLE, '');
  } catch (err) {
    if (!/context was destroyed|navigat/i.test(String(err))) throw err;
    await sleep(300);
    return (await page.content()).replace(OUR_STYLE, '');
  }
}
