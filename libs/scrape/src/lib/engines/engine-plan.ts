import type { ScrapeOptions } from '@wsa/contracts';
import type { EngineAttempt } from './fetched-page';

/** Why a request cannot be served by the HTTP engine, or undefined when it can. */
export function browserRequirement(o: ScrapeOptions): string | undefined {
  if (o.actions !== undefined && o.actions.length > 0) return 'actions';
  if (o.formats.some((f) => f.type === 'screenshot')) return 'screenshot format';
  // branding reads computed styles: only a rendered page has them
  if (o.formats.some((f) => f.type === 'branding')) return 'branding format';
  if (o.waitFor > 0) return 'waitFor';
  if (o.mobile) return 'mobile';
  if (o.location !== undefined) return 'location';
  if (o.profile !== undefined) return 'profile';
  return undefined;
}

/** First engine to try: enhanced is always stealth Chromium; basic/auto start with the cheapest engine that can serve the request. */
export function firstAttempt(o: ScrapeOptions): EngineAttempt {
  if (o.proxy === 'enhanced') return { engine: 'chromium', proxy: 'enhanced' };
  return { engine: browserRequirement(o) ? 'chromium' : 'http', proxy: 'basic' };
}

/**
 * How an attempt ended, as far as engine choice cares: `ok`; `needs-js` (HTML that only a
 * browser can show); `denied` (401/403/429 that is not a recognised block page); `blocked`
 * (block or captcha page); `failed` (an engine failure another engine may not share).
 */
export type AttemptVerdict = 'ok' | 'needs-js' | 'denied' | 'blocked' | 'failed';

/** Outputs only a browser can produce: without them an HTTP answer can stand in for a failed render. */
function needsBrowserOutputs(o: ScrapeOptions): boolean {
  return (o.actions !== undefined && o.actions.length > 0) || o.formats.some((f) => f.type === 'screenshot' || f.type === 'branding');
}

const same = (a: EngineAttempt, b: EngineAttempt) => a.engine === b.engine && a.proxy === b.proxy;

/**
 * The next attempt after `current` ended with `verdict`, or undefined to stop. Never repeats an
 * attempt in `tried`. A failed render (a PDF download aborts Chromium's navigation, for example)
 * falls back to the HTTP engine when the request wants nothing only a browser makes.
 */
export function nextAttempt(o: ScrapeOptions, current: EngineAttempt, verdict: AttemptVerdict, tried: readonly EngineAttempt[] = [current]): EngineAttempt | undefined {
  const escalated: EngineAttempt | undefined = o.proxy === 'auto' && current.proxy === 'basic' ? { engine: 'chromium', proxy: 'enhanced' } : undefined;
  const candidates: (EngineAttempt | undefined)[] = [];
  switch (verdict) {
    case 'ok':
      break;
    case 'needs-js':
      if (current.engine === 'http') candidates.push({ engine: 'chromium', proxy: current.proxy });
      break;
    case 'failed':
      if (current.engine === 'http') candidates.push({ engine: 'chromium', proxy: current.proxy });
      else if (!needsBrowserOutputs(o)) candidates.push({ engine: 'http', proxy: current.proxy });
      candidates.push(escalated);
      break;
    case 'denied':
    case 'blocked':
      candidates.push(escalated);
      break;
  }
  return candidates.find((c): c is EngineAttempt => c !== undefined && !tried.some((t) => same(t, c)));
}

/** Operator proxy for enhanced scrapes: the one for the requested country when configured. */
export function enhancedProxyUrl(proxy: { url?: string; byCountry?: Record<string, string> } | undefined, country: string | undefined): string | undefined {
  if (!proxy) return undefined;
  const byCountry = country ? proxy.byCountry?.[country.toUpperCase()] : undefined;
  return byCountry ?? proxy.url;
}
