export { createMediaDownloader, downloadMedia } from './lib/download-media';
export { MediaError, isMediaError, type MediaErrorKind } from './lib/media-error';
export type { MediaDownloader, MediaFile, MediaKind, MediaLimits, MediaToolOptions } from './lib/media.types';
