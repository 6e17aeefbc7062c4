import type { CapturedActions as BrowserActions } from '@wsa/browser';
import type { BlobStore } from '../scrape-deps';
import type { ActionsResult } from '@wsa/contracts';

export type BlobOwner = { teamId: string | null; jobId: string | null };

/** PNG or JPEG by magic bytes: the browser picks JPEG only when a quality was asked for. */
export function imageContentType(data: Buffer): string {
  return data[0] === 0xff && data[1] === 0xd8 ? 'image/jpeg' : 'image/png';
}

/** Stores a screenshot and answers its signed, expiring URL. */
export async function storeScreenshot(blobs: BlobStore, data: Buffer, owner: BlobOwner): Promise<string> {
  return (await blobs.save(data, imageContentType(data), owner)).url;
}

/** Action results on the wire: screenshots and PDFs become signed URLs, in action order. */
export async function storeActionOutputs(blobs: BlobStore, actions: BrowserActions, owner: BlobOwner): Promise<ActionsResult> {
  const screenshots: string[] = [];
  for (const shot of actions.screenshots) screenshots.push(await storeScreenshot(blobs, shot, owner));
  const pdfs: string[] = [];
  for (const pdf of actions.pdfs) pdfs.push((await blobs.save(pdf, 'application/pdf', owner)).url);
  return { screenshots, scrapes: actions.scrapes, javascriptReturns: actions.javascriptReturns, pdfs };
}
