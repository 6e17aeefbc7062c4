import { transformHtml, type PageMetadata, type TransformHtmlAsync } from '@wsa/content';
import type { ScrapeDocument, ScrapeOptions } from '@wsa/contracts';
import type { FetchedPage } from '../engines/fetched-page';
import type { WantedFormats } from './wanted-formats';

type Formats = Omit<ScrapeDocument, 'metadata'>;

const onThisThread: TransformHtmlAsync = async (html, opts, wants) => transformHtml(html, opts, wants);

/**
 * One parse of the page gives every HTML-derived format and the declared metadata; `transform` runs
 * it on a content thread when the worker has them.
 */
export async function htmlFormats(page: FetchedPage, o: ScrapeOptions, want: WantedFormats, transform: TransformHtmlAsync = onThisThread): Promise<{ formats: Formats; declared: PageMetadata }> {
  const html = page.text ?? '';
  const result = await transform(
    html,
    { url: page.url, onlyMainContent: o.onlyMainContent, includeTags: o.includeTags, excludeTags: o.excludeTags, removeBase64Images: o.removeBase64Images },
    { markdown: want.markdown, html: want.html, links: want.links, images: want.images, attributes: want.attributes },
  );
  const formats: Formats = {};
  if (result.markdown !== undefined) formats.markdown = result.markdown;
  if (result.html !== undefined) formats.html = result.html;
  if (want.rawHtml) formats.rawHtml = html;
  if (result.links !== undefined) formats.links = result.links;
  if (result.images !== undefined) formats.images = result.images;
  if (result.attributes !== undefined) formats.attributes = result.attributes;
  if (result.warning) formats.warning = result.warning;
  return { formats, declared: result.metadata };
}
