import type { AttributeSelector, ScrapeFormat } from '@wsa/contracts';

/** The content formats this server produces, as flags (LLM formats are refused before this point). */
export type WantedFormats = {
  markdown: boolean;
  html: boolean;
  rawHtml: boolean;
  rawBase64: boolean;
  links: boolean;
  images: boolean;
  screenshot: boolean;
  /** selectors of every attributes format asked for; undefined when none was */
  attributes?: AttributeSelector[];
};

export function wantedFormats(formats: readonly ScrapeFormat[]): WantedFormats {
  const has = (type: ScrapeFormat['type']) => formats.some((f) => f.type === type);
  return {
    markdown: has('markdown'),
    html: has('html'),
    rawHtml: has('rawHtml'),
    rawBase64: has('rawBase64'),
    links: has('links'),
    images: has('images'),
    screenshot: has('screenshot'),
    attributes: attributeSelectors(formats),
  };
}

function attributeSelectors(formats: readonly ScrapeFormat[]): AttributeSelector[] | undefined {
  const selectors = formats.flatMap((f) => (f.type === 'attributes' ? (f.selectors ?? []) : []));
  return formats.some((f) => f.type === 'attributes') ? selectors : undefined;
}
