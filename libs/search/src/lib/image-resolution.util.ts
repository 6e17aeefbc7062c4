import type { ImageSize } from './query-operators.util';

/** SearXNG gives `resolution` as "W x H" (some engines use "W×H" or "WxH"). */
export function parseResolution(value: string | null | undefined): ImageSize | undefined {
  const m = /(\d+)\s*[x×X]\s*(\d+)/.exec(value ?? '');
  if (!m) return undefined;
  const size = { width: Number(m[1]), height: Number(m[2]) };
  return size.width > 0 && size.height > 0 ? size : undefined;
}

/** `imagesize:` is exact, `larger:` is "at least"; an image of unknown size satisfies neither. */
export function passesImageSize(size: ImageSize | undefined, exact?: ImageSize, min?: ImageSize): boolean {
  if (!exact && !min) return true;
  if (!size) return false;
  if (exact && (size.width !== exact.width || size.height !== exact.height)) return false;
  return !min || (size.width >= min.width && size.height >= min.height);
}
