import type { ProfileState } from '@wsa/contracts';
import type { CapturedActions } from '@wsa/browser';
import type { BrandingProfile } from '@wsa/contracts';

export type EngineName = 'http' | 'chromium';
export type ProxyTier = 'basic' | 'enhanced';
export type EngineAttempt = { engine: EngineName; proxy: ProxyTier };

/** What a page is, which decides how its formats are produced. */
export type ContentKind = 'html' | 'json' | 'text' | 'pdf' | 'binary';

/** One engine's answer, before any format is derived from it. */
export type FetchedPage = {
  attempt: EngineAttempt;
  /** Final URL after redirects. */
  url: string;
  /** the redirect hops before `url`, in order (HTTP engine; the browser reports only the final URL) */
  redirects?: string[];
  statusCode: number;
  headers: Record<string, string>;
  contentType?: string;
  kind: ContentKind;
  /** Raw bytes as received (HTTP engine) or the rendered document as UTF-8 (Chromium). */
  body: Buffer;
  /** Decoded text for html/json/text pages. */
  text?: string;
  screenshot?: Buffer;
  /** the branding format, read from the rendered page (Chromium only) */
  branding?: BrandingProfile;
  actions?: CapturedActions;
  /** the persistent profile's cookies and localStorage after the render (when it is to be saved) */
  profileState?: ProfileState;
};
