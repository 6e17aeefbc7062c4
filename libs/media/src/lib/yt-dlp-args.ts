import type { MediaKind, MediaLimits } from './media.types';

/**
 * yt-dlp's command line for one download into `outTemplate`. The generic extractor covers pages
 * with an HTML5 <video>/<audio> and direct media links; the site extractors the rest. Limits are
 * enforced by yt-dlp before downloading where it knows them (duration filter, file size) and
 * checked again on the file (a direct link may carry no duration).
 */
export function ytDlpArgs(url: string, kind: MediaKind, limits: MediaLimits, outTemplate: string, proxyUrl?: string): string[] {
  const args = [
    '--ignore-config', '--no-cache-dir', '--no-playlist', '--no-progress', '--no-part', '--no-mtime', '--no-warnings',
    '--socket-timeout', '20',
    '--max-filesize', String(limits.maxBytes),
    // `<=?` lets media of unknown duration through; the file is probed afterwards
    '--match-filter', `!is_live & duration <=? ${limits.maxDurationSeconds}`,
    '-o', outTemplate,
  ];
  if (proxyUrl) args.push('--proxy', proxyUrl);
  if (kind === 'audio') args.push('-x', '--audio-format', 'mp3', '--audio-quality', '5');
  else args.push('-f', `bv*[height<=${limits.maxHeight}]+ba/b[height<=${limits.maxHeight}]/b`, '--merge-output-format', 'mp4', '--remux-video', 'mp4');
  args.push('--', url);
  return args;
}

/** What yt-dlp's own words mean, for a run that produced no file. */
export function classifyYtDlpOutput(output: string): { kind: 'no_media' | 'too_long' | 'too_large' | 'failed'; detail: string } {
  const line = lastErrorLine(output);
  if (/does not pass filter/i.test(output)) return { kind: 'too_long', detail: line };
  if (/larger than max-filesize|File is larger than/i.test(output)) return { kind: 'too_large', detail: line };
  if (/Unsupported URL|No video formats found|no suitable formats|Requested format is not available|Unable to extract|There'?s no video/i.test(output)) return { kind: 'no_media', detail: line };
  return { kind: 'failed', detail: line };
}

function lastErrorLine(output: string): string {
  const lines = output.split('\n').map((l) => l.trim()).filter(Boolean);
  const err = [...lines].reverse().find((l) => l.startsWith('ERROR:')) ?? lines[lines.length - 1] ?? '';
  // never echo a local path (the temp dir) back to the caller
  return err.replace(/\/[^\s'"]*\/media\.[a-z0-9%()]+/gi, 'media file').slice(0, 300);
}
