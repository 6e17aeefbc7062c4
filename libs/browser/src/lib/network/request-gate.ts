import type { FiltersEngine } from '@ghostery/adblocker';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { isBlockedByLists } from '../adblock/adblock-engine';

export type GateOptions = {
  isRequestAllowed: (url: string) => Promise<boolean>;
  /** main-frame navigations only (each redirect hop fires its own intercepted request) */
  isNavigationAllowed?: (url: string) => Promise<boolean>;
  /** Puppeteer resource types aborted outright (media, fonts, images when nothing is rendered to pixels). */
  blockedTypes: ReadonlySet<string>;
  adblock: FiltersEngine | null;
};

type Verdict = 'continue' | 'refuse' | 'block';

const PASS_SCHEMES = new Set(['data:', 'blob:', 'about:']);
const VETTED_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

/**
 * Intercepts every request of the page. Cheap local decisions (resource type, filter lists) come first so
 * the caller's DNS-based address check only runs for requests that will actually be sent.
 */
export class RequestGate {
  /** Set when the caller refused the main document (or one of its redirect hops). */
  refusedMainDocument?: string;
  blockedCount = 0;

  constructor(
    private readonly page: Page,
    private readonly opts: GateOptions,
  ) {}

  async install(): Promise<void> {
    await this.page.setRequestInterception(true);
    this.page.on('request', (req) => void this.handle(req));
  }

  private async handle(req: HTTPRequest): Promise<void> {
    let verdict: Verdict;
    try {
      verdict = await this.decide(req);
    } catch {
      verdict = 'refuse'; // a failing vetting callback must fail closed
    }
    if (req.isInterceptResolutionHandled()) return;
    if (verdict !== 'continue') this.blockedCount++;
    // Page or context may already be gone (timeout, crash): nothing left to resolve.
    const resolution = verdict === 'continue' ? req.continue() : req.abort(verdict === 'refuse' ? 'accessdenied' : 'blockedbyclient');
    await resolution.catch(() => undefined);
  }

  private async decide(req: HTTPRequest): Promise<Verdict> {
    const url = req.url();
    const scheme = url.slice(0, url.indexOf(':') + 1).toLowerCase();
    if (PASS_SCHEMES.has(scheme)) return 'continue';
    const isMainDocument = req.isNavigationRequest() && req.frame() === this.page.mainFrame();
    if (!VETTED_SCHEMES.has(scheme)) return this.refuse(isMainDocument, url);
    // with interception on, Chromium asks again for every redirect hop before following it
    if (isMainDocument && this.opts.isNavigationAllowed && !(await this.opts.isNavigationAllowed(url))) return this.refuse(true, url);
    if (!isMainDocument) {
      const type = req.resourceType();
      if (this.opts.blockedTypes.has(type)) return 'block';
      const source = req.frame()?.url() || this.page.url();
      if (this.opts.adblock && isBlockedByLists(this.opts.adblock, url, source, type)) return 'block';
    }
    return (await this.opts.isRequestAllowed(url)) ? 'continue' : this.refuse(isMainDocument, url);
  }

  private refuse(isMainDocument: boolean, url: string): Verdict {
    if (isMainDocument) this.refusedMainDocument = url;
    return 'refuse';
  }
}
