export { BrowserPool } from './lib/pool/browser-pool';
export { OnDemandBrowserPool } from './lib/pool/on-demand-browser-pool';
export { renderPage } from './lib/render/render-page';
export { RenderError, isRenderError } from './lib/render-error';
export type { RenderErrorKindName as RenderErrorKind } from './lib/render-error';
export { defaultHeadlessMode } from './lib/pool/chromium-args';
export { resolveLocation } from './lib/location/resolve-location';
export { startEgressGuard, type EgressGuard, type EgressResolver } from './lib/network/egress-guard';
export type { Action, ActionsResult, BrowserPoolOptions, PdfFormat, PoolStats, RenderRequest, RenderResult, ScreenshotOptions, Viewport } from './lib/types';
