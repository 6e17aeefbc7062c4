import { Agent, ProxyAgent, type Dispatcher } from 'undici';
import { createVettingLookup } from '../address/vetting-lookup';
import type { TargetPolicy } from '../address/target-policy';

export type DispatcherSettings = TargetPolicy & {
  skipTlsVerification: boolean;
  proxyUrl?: string;
};

// Sites routinely send large cookie headers; Node's 16 KiB default would fail them as protocol errors.
const MAX_HEADER_SIZE = 64 * 1024;
const KEEP_ALIVE_MS = 10_000;

/**
 * One dispatcher (and so one connection pool) per distinct setting set. Creating an Agent per fetch
 * would pay a TCP+TLS handshake on every page; there are only a handful of combinations in practice.
 */
const pool = new Map<string, Dispatcher>();

export function getDispatcher(settings: DispatcherSettings): Dispatcher {
  const key = JSON.stringify([
    settings.skipTlsVerification,
    settings.proxyUrl ?? '',
    settings.allowLocalTargets,
    [...(settings.allowedHosts ?? [])].sort(),
  ]);
  let dispatcher = pool.get(key);
  if (!dispatcher) {
    dispatcher = createDispatcher(settings);
    pool.set(key, dispatcher);
  }
  return dispatcher;
}

function createDispatcher(settings: DispatcherSettings): Dispatcher {
  const rejectUnauthorized = !settings.skipTlsVerification;
  if (settings.proxyUrl) {
    // Through a proxy the target is resolved by the proxy; fetchUrl vets it up front instead (see README).
    return new ProxyAgent({
      uri: settings.proxyUrl,
      requestTls: { rejectUnauthorized },
      keepAliveTimeout: KEEP_ALIVE_MS,
      maxHeaderSize: MAX_HEADER_SIZE,
    });
  }
  return new Agent({
    connect: { rejectUnauthorized, lookup: createVettingLookup(settings) },
    keepAliveTimeout: KEEP_ALIVE_MS,
    maxHeaderSize: MAX_HEADER_SIZE,
  });
}

/** Closes every pooled connection: for graceful shutdown and so test processes exit promptly. */
export async function closeFetcherDispatchers(): Promise<void> {
  const dispatchers = [...pool.values()];
  pool.clear();
  await Promise.all(dispatchers.map((d) => d.close()));
}
