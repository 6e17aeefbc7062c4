export type { BlockPageVerdict, ContentOptions, ContentResult, ContentWants, DecodedBody, PageMetadata } from './content.types';
export { transformHtml } from './transform-html';
export { extractMetadata } from './metadata/metadata.extractor';
export { decodeBody } from './charset/charset.decoder';
export { needsJavaScript } from './detect/js-needed.detector';
export { detectBlockPage } from './detect/block-page.detector';
export { jsonToMarkdown, textToMarkdown } from './text/text-markdown';
export { BASE64_PLACEHOLDER } from './markdown/link-image.rules';
export { readProduct } from './readers/product/product.reader';
