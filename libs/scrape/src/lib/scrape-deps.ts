import type { BlobStore } from '@wsa/blobs';
import type { BrowserPool } from '@wsa/browser';
import type { TransformHtmlAsync } from '@wsa/content';
import type { Db } from '@wsa/db';
import type { Llm } from '@wsa/llm';
import type { MediaDownloader } from '@wsa/media';
import type { RiskProvider } from '@wsa/threats';
import type { LocalIndexer } from './local-index/local-indexer';

export type { BlobStore, Db };

/** What executeScrape needs from its process: the worker builds these once and shares them. */
export type ScrapeDeps = {
  db: Db;
  blobs: BlobStore;
  /** Lazily started, shared by the worker process: only asked for when a scrape needs Chromium. */
  getBrowserPool: () => Promise<BrowserPool>;
  allowLocalTargets: boolean;
  /** audio/video downloads (yt-dlp + ffmpeg); absent = those formats answer FEATURE_NOT_AVAILABLE */
  media?: MediaDownloader;
  /** the model endpoint (libs/llm); absent = model formats answer FEATURE_NOT_AVAILABLE */
  llm?: Llm;
  /** Operator's proxy for "enhanced" scrapes, optionally per country (ISO alpha-2, upper case). */
  proxy?: { url?: string; byCountry?: Record<string, string> };
  /** scores hostnames for threatProtection mode normal (THREAT_LISTS_DIR); absent = failurePolicy decides */
  threats?: RiskProvider;
  /** the local search index's writer (LOCAL_INDEX); absent = scraped pages are not indexed */
  localIndex?: LocalIndexer;
  /** transformHtml on the worker's content threads (SCRAPE_CONTENT_THREADS); absent = on this thread */
  transformHtml?: TransformHtmlAsync;
  logger?: { debug(obj: object, msg?: string): void; info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
};
