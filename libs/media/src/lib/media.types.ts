export type MediaKind = 'audio' | 'video';

export type MediaLimits = {
  /** longest media accepted, in seconds */
  maxDurationSeconds: number;
  /** largest file accepted, in bytes */
  maxBytes: number;
  /** video: best format up to this height */
  maxHeight: number;
};

export type MediaToolOptions = MediaLimits & {
  ytDlpPath: string;
  ffprobePath: string;
  /** every connection yt-dlp makes goes through this proxy (the worker's egress guard) */
  proxyUrl?: string;
};

export type MediaFile = { data: Buffer; contentType: string; durationSeconds: number | null };

/** Downloads the page's media as an MP3 (audio) or MP4 (video) within the time left. */
export type MediaDownloader = (url: string, kind: MediaKind, run: { timeoutMs: number; signal?: AbortSignal }) => Promise<MediaFile>;
