import type { Page, Viewport as PuppeteerViewport } from 'puppeteer-core';
import type { ScreenshotOptions } from '../types';

/** PNG by default; JPEG when a quality is given (the only format where quality means something). */
export async function takeScreenshot(page: Page, opts: ScreenshotOptions): Promise<Buffer> {
  const restore = opts.viewport ? await resize(page, opts.viewport) : undefined;
  try {
    const data = await page.screenshot(
      opts.quality !== undefined ? { type: 'jpeg', quality: opts.quality, fullPage: opts.fullPage } : { type: 'png', fullPage: opts.fullPage },
    );
    return Buffer.from(data);
  } finally {
    if (restore) await page.setViewport(restore);
  }
}

/** Changes only the size, keeping mobile emulation; returns the previous viewport to restore. */
async function resize(page: Page, size: { width: number; height: number }): Promise<PuppeteerViewport | undefined> {
  const previous = page.viewport();
  if (!previous || (previous.width === size.width && previous.height === size.height)) return undefined;
  await page.setViewport({ ...previous, width: size.width, height: size.height });
  return previous;
}
