import type { AttributeQuery, AttributeValues } from './attributes/attributes.extractor';

/** Options of one content transform, mirroring the scrape request fields that shape content. */
export type ContentOptions = {
  /** Final page URL: relative links, images and favicons are resolved against it (and `<base href>`). */
  url: string;
  onlyMainContent: boolean;
  /** CSS selectors; when given, only matching elements are kept (and Readability is skipped). */
  includeTags?: string[];
  /** CSS selectors of elements to drop. */
  excludeTags?: string[];
  removeBase64Images: boolean;
};

/** Which outputs to derive from the single parse. Metadata is always produced. */
export type ContentWants = {
  markdown?: boolean;
  html?: boolean;
  links?: boolean;
  images?: boolean;
  /** the `attributes` format: values of these attributes on the elements these selectors match */
  attributes?: readonly AttributeQuery[];
};

/**
 * Page metadata. Known fields use the reference service's camelCase names (`ogTitle`,
 * `dcTermsCreated`, `publishedTime`, ...). Every `<meta>` tag is also kept under its original
 * name (`og:title`, `twitter:card`, `viewport`), as the reference does; a name that repeats
 * (e.g. `article:tag`) becomes an array.
 */
export type PageMetadata = {
  title?: string;
  description?: string;
  language?: string;
  keywords?: string;
  robots?: string;
  favicon?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  ogImage?: string;
  ogSiteName?: string;
  ogLocale?: string;
  ogLocaleAlternate?: string[];
  publishedTime?: string;
  modifiedTime?: string;
  [key: string]: string | string[] | undefined;
};

export type ContentResult = {
  markdown?: string;
  html?: string;
  links?: string[];
  images?: string[];
  attributes?: AttributeValues[];
  metadata: PageMetadata;
  /** Non-fatal notice, e.g. includeTags matched nothing. */
  warning?: string;
};

/** visibleTextLength: of the regex text view, so needsJavaScript can reuse it instead of another pass. */
export type BlockPageVerdict = { blocked: boolean; reason?: string; visibleTextLength: number };

export type DecodedBody = { text: string; charset: string };
