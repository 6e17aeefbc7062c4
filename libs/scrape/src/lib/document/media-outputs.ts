import type { JobFailure, ScrapeDocument, ScrapeOptions } from '@wsa/contracts';
import { isMediaError, type MediaDownloader, type MediaKind } from '@wsa/media';
import type { BlobStore } from '../scrape-deps';
import type { ScrapeBudget } from '../scrape-budget';
import type { BlobOwner } from './binary-outputs';

const MEDIA_KINDS: MediaKind[] = ['audio', 'video'];

/**
 * The `audio` (MP3) and `video` (MP4) formats of the scraped page's final URL, stored as blobs
 * and answered as signed, expiring URLs like screenshots. A page without media, or media over an
 * operator limit, fails the scrape (uncharged) with SCRAPE_MEDIA_ERROR rather than answering a
 * document without the format that was asked for.
 */
export async function attachMediaOutputs(
  document: ScrapeDocument, o: ScrapeOptions,
  ctx: { media?: MediaDownloader; blobs: BlobStore; budget: ScrapeBudget; owner: BlobOwner },
): Promise<JobFailure | null> {
  const kinds = MEDIA_KINDS.filter((k) => o.formats.some((f) => f.type === k));
  if (kinds.length === 0) return null;
  if (!ctx.media) return { ok: false, code: 'FEATURE_NOT_AVAILABLE', message: 'The audio and video formats need yt-dlp and ffmpeg on the scrape worker.' };
  const url = document.metadata.url ?? document.metadata.sourceURL ?? '';
  for (const kind of kinds) {
    try {
      const file = await ctx.media(url, kind, { timeoutMs: ctx.budget.remainingMs(), signal: ctx.budget.signal });
      document[kind] = (await ctx.blobs.save(file.data, file.contentType, ctx.owner)).url;
    } catch (err) {
      if (!isMediaError(err)) throw err;
      if (err.kind === 'timeout') ctx.budget.assertTimeLeft();
      return { ok: false, code: err.kind === 'timeout' ? 'SCRAPE_TIMEOUT' : 'SCRAPE_MEDIA_ERROR', message: err.message };
    }
  }
  return null;
}
