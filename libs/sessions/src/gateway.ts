// @wsa/sessions/gateway: what the API gateway needs for interact (the registry, the interact use
// cases, the CDP relay and the live-view page). It reaches no browser or sandbox code: those run
// on the session workers only (libs/sessions' main entry).
export { SessionRegistry } from './lib/session-registry';
export { sessionUrls, viewTokenOf, CDP_PATH_PREFIX, LIVE_VIEW_PATH_PREFIX } from './lib/session-urls';
export { interact, stopInteract } from './lib/gateway/interact';
export type { InteractDeps } from './lib/gateway/interact-deps';
export { proxyCdpUpgrade, authorisedSession, type AuthorisedSession } from './lib/gateway/cdp-proxy';
export { liveViewPage, LIVE_VIEW_HEADERS } from './lib/gateway/live-view.page';
