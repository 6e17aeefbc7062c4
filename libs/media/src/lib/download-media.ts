import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaError } from './media-error';
import type { MediaDownloader, MediaFile, MediaKind, MediaToolOptions } from './media.types';
import { runProcess } from './run-process';
import { classifyYtDlpOutput, ytDlpArgs } from './yt-dlp-args';

const CONTENT_TYPES: Record<MediaKind, string> = { audio: 'audio/mpeg', video: 'video/mp4' };
const EXTENSIONS: Record<MediaKind, string> = { audio: '.mp3', video: '.mp4' };

/** A downloader bound to the worker's tools, limits and egress proxy. */
export function createMediaDownloader(opts: MediaToolOptions): MediaDownloader {
  return (url, kind, run) => downloadMedia(url, kind, opts, run);
}

/**
 * yt-dlp (with ffmpeg for MP3 extraction and MP4 merging) in a private temp dir, then a probe of
 * the file's real duration and size against the limits. The temp dir is always removed.
 */
export async function downloadMedia(url: string, kind: MediaKind, opts: MediaToolOptions, run: { timeoutMs: number; signal?: AbortSignal }): Promise<MediaFile> {
  const dir = await mkdtemp(join(tmpdir(), 'wsa-media-'));
  try {
    const started = Date.now();
    const res = await runProcess(opts.ytDlpPath, ytDlpArgs(url, kind, opts, join(dir, 'media.%(ext)s'), opts.proxyUrl), { cwd: dir, timeoutMs: run.timeoutMs, signal: run.signal });
    if (res.timedOut || res.aborted) throw new MediaError('timeout', `Downloading the ${kind} did not finish within the scrape's timeout.`);
    const file = (await readdir(dir)).find((f) => f.startsWith('media') && f.endsWith(EXTENSIONS[kind]));
    if (!file) throw classified(kind, res.output, opts);
    const path = join(dir, file);
    const data = await readFile(path);
    if (data.length > opts.maxBytes) throw tooLarge(kind, opts);
    const left = run.timeoutMs - (Date.now() - started);
    const durationSeconds = await probeDuration(opts.ffprobePath, path, dir, Math.max(1000, left));
    if (durationSeconds !== null && durationSeconds > opts.maxDurationSeconds + 0.5) throw tooLong(kind, opts);
    return { data, contentType: CONTENT_TYPES[kind], durationSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function probeDuration(ffprobe: string, path: string, cwd: string, timeoutMs: number): Promise<number | null> {
  const res = await runProcess(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], { cwd, timeoutMs });
  const seconds = Number.parseFloat(res.output.trim());
  return Number.isFinite(seconds) ? seconds : null;
}

function classified(kind: MediaKind, output: string, opts: MediaToolOptions): MediaError {
  const c = classifyYtDlpOutput(output);
  if (c.kind === 'too_long') return tooLong(kind, opts);
  if (c.kind === 'too_large') return tooLarge(kind, opts);
  if (c.kind === 'no_media') return new MediaError('no_media', `No ${kind === 'audio' ? 'audio or video' : 'video'} was found at this URL (${c.detail || 'no media element or supported site'}).`);
  return new MediaError('failed', `The ${kind} could not be downloaded: ${c.detail || 'the downloader produced no file'}.`);
}

function tooLong(kind: MediaKind, opts: MediaToolOptions): MediaError {
  return new MediaError('too_long', `The ${kind} is longer than this server's limit of ${opts.maxDurationSeconds} s (MEDIA_MAX_DURATION_SECONDS).`);
}

function tooLarge(kind: MediaKind, opts: MediaToolOptions): MediaError {
  return new MediaError('too_large', `The ${kind} is larger than this server's limit of ${Math.round(opts.maxBytes / 1048576)} MB (MEDIA_MAX_MB).`);
}
