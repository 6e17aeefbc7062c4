import { llmEnv } from '@wsa/llm';
import { threatsEnv } from '@wsa/threats';
import { commonEnv, envBool, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the scrape worker reads. */
export const envSpec = {
  ...commonEnv,
  ...llmEnv,
  THREAT_LISTS_DIR: threatsEnv.THREAT_LISTS_DIR,
  THREAT_REMOTE_URL: threatsEnv.THREAT_REMOTE_URL,
  THREAT_REMOTE_KEY: threatsEnv.THREAT_REMOTE_KEY,
  METRICS_PORT: envInt(9102, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SCRAPE_CONCURRENCY: envInt(8, 'scrape jobs run at once by this process', { min: 1, max: 256 }),
  SCRAPE_CONTENT_THREADS: envInt(0, 'worker threads for HTML -> content/markdown in this process (0 = on the main thread); started on demand, ended after 60 s idle', { min: 0, max: 64 }),
  CHROMIUM_PATH: envRequiredString('auto', 'Chromium binary; auto = /usr/bin/chromium-headless-shell when installed, else /usr/bin/chromium'),
  BROWSER_MAX_PAGES: envInt(4, 'pages rendered at once per browser (about 4 saturate 2 cores)', { min: 1, max: 64 }),
  BROWSER_IDLE_CLOSE_SECONDS: envInt(60, 'close the browser after this many seconds without a page to render (0 = keep it running)', { min: 0 }),
  ADBLOCK_LIST_DIR: envRequiredString('/usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist', 'folder with easylist.txt and easyprivacy.txt for blockAds (Debian package webext-ublock-origin-chromium)'),
  BROWSER_RECYCLE_AFTER: envInt(500, 'relaunch a browser after this many pages, to keep memory flat', { min: 0 }),
  PROXY_URL: envString(undefined, 'proxy for proxy "enhanced" (http://user:pass@host:port); unset = direct', { secret: true }),
  PROXY_URLS_BY_COUNTRY: envString(undefined, 'per-country proxies for location.country, as "de=http://...,fr=http://..."', { secret: true }),
  PUBLIC_URL: envRequiredString('http://localhost:3002', 'external base URL of the gateway, used in signed blob URLs'),
  BLOB_SIGNING_SECRET: envRequiredString('dev-only-insecure-blob-secret', 'HMAC secret of blob URLs; must match the gateway', { secret: true }),
  MEDIA_MAX_DURATION_SECONDS: envInt(1800, 'longest audio/video the audio and video formats download', { min: 1 }),
  MEDIA_MAX_MB: envInt(200, 'largest audio/video file the audio and video formats return', { min: 1 }),
  MEDIA_MAX_HEIGHT: envInt(720, 'video format: best quality up to this height in pixels', { min: 144 }),
  CACHE_RETENTION_HOURS: envInt(168, 'cached pages older than this are deleted (maxAge cannot reach past it)', { min: 1 }),
  CHANGE_TRACKING_RETENTION_DAYS: envInt(90, 'change-tracking snapshots older than this are deleted, except the newest of each URL and tag (the next comparison needs it)', { min: 1 }),
  LOCAL_INDEX: envBool(true, 'index every scraped page in the local search index (the `local` search provider), except storeInCache:false and zero data retention'),
  BLOB_TTL_HOURS: envInt(24, 'how long screenshot and PDF links stay valid', { min: 1 }),
};
