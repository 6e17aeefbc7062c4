export { SessionRegistry } from './lib/session-registry';
export { startSocketRelay, type SocketRelay } from './lib/socket-relay';
export { sessionUrls, CDP_PATH_PREFIX, LIVE_VIEW_PATH_PREFIX } from './lib/session-urls';
export { SessionHost } from './lib/worker/session-host';
export type { SessionHostConfig, SessionHostDeps } from './lib/worker/session-host.types';
export { sessionRpcHandler } from './lib/worker/serve-sessions';
export { interact, stopInteract } from './lib/gateway/interact';
export type { InteractDeps } from './lib/gateway/interact-deps';
export { proxyCdpUpgrade, authorisedSession } from './lib/gateway/cdp-proxy';
