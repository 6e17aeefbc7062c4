import type { BrandingProfile, ProfileState } from '@wsa/contracts';
import type { EgressResolver } from './network/egress-guard';

export type BrowserPoolOptions = {
  executablePath: string;
  /** Warm browser processes kept running. Default 1. */
  maxBrowsers?: number;
  /** Concurrent jobs (each in its own incognito context) per browser. Default 4. */
  maxPagesPerBrowser?: number;
  /** Relaunch a browser after it served this many jobs, to keep RSS flat. Default 500; 0 disables. */
  recycleAfterPages?: number;
  /** 'shell' for chromium-headless-shell (default when the executable's name says so), true for full Chromium's new headless. */
  headless?: 'shell' | true;
  /** Proxy for every browser of the pool: scheme://[user:pass@]host:port. */
  proxyUrl?: string;
  /** Folder with easylist.txt and easyprivacy.txt (default: Debian's uBlock Origin package). */
  adblockListDir?: string;
  /**
   * When set (and no pool-wide proxyUrl), every connection of the browsers goes through a local
   * egress guard that resolves and vets each host with this function and connects to the vetted
   * address (see network/egress-guard.ts). Jobs with their own proxyUrl use that proxy instead.
   */
  egressResolver?: EgressResolver;
  extraArgs?: string[];
};

/** egressRefused: connections the egress guard refused (0 without a guard). */
export type PoolStats = { browsers: number; busyPages: number; queued: number; launched: number; crashed: number; egressRefused: number };

export type Viewport = { width: number; height: number };

export type PdfFormat = 'A0' | 'A1' | 'A2' | 'A3' | 'A4' | 'A5' | 'A6' | 'Letter' | 'Legal' | 'Tabloid' | 'Ledger';

/** The spec's nine action types (api-v2 section 4.4), already validated by the caller. */
export type BrowserAction =
  | { type: 'wait'; milliseconds?: number; selector?: string }
  | { type: 'screenshot'; fullPage?: boolean; quality?: number; viewport?: Viewport }
  | { type: 'click'; selector: string; all?: boolean }
  | { type: 'write'; text: string }
  | { type: 'press'; key: string }
  | { type: 'scroll'; direction?: 'up' | 'down'; selector?: string }
  | { type: 'scrape' }
  | { type: 'executeJavascript'; script: string }
  | { type: 'pdf'; format?: PdfFormat; landscape?: boolean; scale?: number };

export type ScreenshotOptions = { fullPage: boolean; quality?: number; viewport?: Viewport };

export type RenderRequest = {
  url: string;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  waitFor?: number;
  mobile?: boolean;
  location?: { country: string; languages?: string[] };
  blockAds: boolean;
  stealth?: boolean;
  proxyUrl?: string;
  /** accept invalid TLS certificates (the scrape option `skipTlsVerification`) */
  skipTlsVerification?: boolean;
  screenshot?: ScreenshotOptions;
  /** read the page's brand (colours, fonts, components, logo) from computed styles after load and actions */
  branding?: boolean;
  actions?: BrowserAction[];
  /** Vets every request the page makes; false aborts it (main document -> RenderError 'blocked_address'). */
  isRequestAllowed: (url: string) => Promise<boolean>;
  /**
   * Vets every main-frame navigation request before it is sent: the first URL, each redirect hop
   * Chromium is about to follow, and script or meta-refresh navigations (threat protection). False
   * aborts it like a refused main document.
   */
  isNavigationAllowed?: (url: string) => Promise<boolean>;
  /** a persistent profile: loaded before navigation; `capture` returns its state after the job */
  profile?: { state: ProfileState; capture: boolean };
};

export type CapturedActions = {
  screenshots: Buffer[];
  scrapes: { url: string; html: string }[];
  javascriptReturns: { type: string; value: unknown }[];
  pdfs: Buffer[];
};

export type RenderResult = {
  url: string;
  statusCode: number;
  headers: Record<string, string>;
  contentType?: string;
  html: string;
  screenshot?: Buffer;
  branding?: BrandingProfile;
  actions?: CapturedActions;
  /** the profile's cookies and localStorage after the job (when asked to capture) */
  profileState?: ProfileState;
  timings: { navMs: number; totalMs: number };
};

