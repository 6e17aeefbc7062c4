/** `raw` is the marker as printed, kept so a numbered heading ("1. Introduction") can be restored. */
export type ListMarker = { ordered: boolean; label: string; raw: string };

// The last group is how tesseract commonly misreads a round bullet in scanned pages.
const BULLETS = '•◦▪▫■□●○‣⁃∙·-–—*➢►▶✓✔' + '¢«©®°';
const BULLET_WORD = new RegExp(`^[${BULLETS.replace(/[-\]\\^]/g, '\\$&')}]$`, 'u');
const BULLET_PREFIX = /^[•◦▪▫■□●○‣⁃∙➢►▶✓✔](?=\S)/u;
// "1." "12)" "a)" "(iv)": single letters need a closing mark so initials like "J. Smith" stay text.
const ORDERED = /^(?:\(?(\d{1,3}|[a-z]|[ivx]{1,5})\)|(\d{1,3})\.)$/;

/** Recognises a list marker at the start of a line and returns it with the remaining words. */
export function splitListMarker(words: string[]): { marker: ListMarker; rest: string[] } | undefined {
  if (words.length === 0) return undefined;
  const [first, ...rest] = words;
  if (BULLET_PREFIX.test(first)) return { marker: { ordered: false, label: '-', raw: first[0] }, rest: [first.slice(1), ...rest] };
  if (rest.length === 0) return undefined;
  if (BULLET_WORD.test(first)) return { marker: { ordered: false, label: '-', raw: first }, rest };
  const m = ORDERED.exec(first);
  if (!m) return undefined;
  const numeric = m[2] ?? (/^\d+$/.test(m[1]) ? m[1] : undefined);
  return { marker: numeric ? { ordered: true, label: numeric, raw: first } : { ordered: false, label: first, raw: first }, rest };
}
