import { jsonToMarkdown, textToMarkdown } from '@wsa/content';
import type { ScrapeDocument } from '@wsa/contracts';
import type { FetchedPage } from '../engines/fetched-page';
import type { WantedFormats } from './wanted-formats';

type Formats = Omit<ScrapeDocument, 'metadata'>;

/**
 * Formats of a JSON or plain-text body: markdown is a fenced json block or the raw text, rawHtml
 * the body text as received, html the text in a <pre>. Such bodies have no links or images.
 */
export function textFormats(page: FetchedPage, want: WantedFormats): Formats {
  const text = page.text ?? '';
  const out: Formats = {};
  if (want.markdown) out.markdown = page.kind === 'json' ? jsonToMarkdown(text) : textToMarkdown(text);
  if (want.html) out.html = `<pre>${escapeHtml(text)}</pre>`;
  if (want.rawHtml) out.rawHtml = text;
  if (want.links) out.links = [];
  if (want.images) out.images = [];
  return out;
}

/** A body that is neither a document nor text (an image, an archive): only rawBase64 can carry it. */
export function binaryFormats(page: FetchedPage, want: WantedFormats): Formats {
  const out: Formats = {};
  if (want.markdown) out.markdown = '';
  if (want.links) out.links = [];
  if (want.images) out.images = [];
  out.warning = `The content type ${page.contentType ?? 'unknown'} is not a document; request the rawBase64 format to get its bytes.`;
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
