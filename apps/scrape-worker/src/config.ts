import { existsSync } from 'fs';
import path from 'path';
import { llmSettings } from '@wsa/llm';
import { remoteRiskSettings } from '@wsa/threats';
import { commonConfig, parseEnv } from '@wsa/config';
import { envSpec } from './env';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The only place the scrape worker reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  return Object.freeze({
    ...commonConfig(e),
    /** the model endpoint; null = model features answer 400 FEATURE_NOT_AVAILABLE */
    llm: llmSettings(e),
    /** threatProtection's risk provider: the local blocklists, plus the remote lookup when configured */
    threats: Object.freeze({ listsDir: path.resolve(e.THREAT_LISTS_DIR), remote: remoteRiskSettings(e.THREAT_REMOTE_URL, e.THREAT_REMOTE_KEY) }),
    metricsPort: e.METRICS_PORT,
    concurrency: e.SCRAPE_CONCURRENCY,
    contentThreads: e.SCRAPE_CONTENT_THREADS,
    browser: Object.freeze({ executablePath: resolveChromium(e.CHROMIUM_PATH), maxPagesPerBrowser: e.BROWSER_MAX_PAGES, recycleAfterPages: e.BROWSER_RECYCLE_AFTER, adblockListDir: e.ADBLOCK_LIST_DIR }),
    browserIdleCloseMs: e.BROWSER_IDLE_CLOSE_SECONDS * 1000,
    proxy: Object.freeze({ url: e.PROXY_URL, byCountry: parseCountryMap(e.PROXY_URLS_BY_COUNTRY) }),
    media: Object.freeze({
      ytDlpPath: '/usr/bin/yt-dlp', ffprobePath: '/usr/bin/ffprobe',
      maxDurationSeconds: e.MEDIA_MAX_DURATION_SECONDS, maxBytes: e.MEDIA_MAX_MB * 1048576, maxHeight: e.MEDIA_MAX_HEIGHT,
    }),
    /** the audio and video formats need Debian's yt-dlp and ffmpeg (npm start installs them) */
    mediaAvailable: existsSync('/usr/bin/yt-dlp') && existsSync('/usr/bin/ffprobe'),
    retention: Object.freeze({ cacheMs: e.CACHE_RETENTION_HOURS * 3600 * 1000, snapshotsMs: e.CHANGE_TRACKING_RETENTION_DAYS * 86400 * 1000 }),
    blobs: Object.freeze({ publicUrl: e.PUBLIC_URL, signingSecret: e.BLOB_SIGNING_SECRET, ttlMs: e.BLOB_TTL_HOURS * 3600 * 1000 }),
    /** scraped pages go to the local search index (written after the answer) */
    localIndex: e.LOCAL_INDEX,
    raw: e,
  });
}

function resolveChromium(setting: string): string {
  if (setting !== 'auto') return setting;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? CHROMIUM_CANDIDATES[1];
}

function parseCountryMap(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at < 2) throw new Error(`PROXY_URLS_BY_COUNTRY: expected country=url, got "${pair}"`);
    out[pair.slice(0, at).trim().toUpperCase()] = pair.slice(at + 1).trim();
  }
  return out;
}
