import { createHash } from 'node:crypto';
import type { SessionRecord } from '@wsa/contracts';

export const CDP_PATH_PREFIX = '/v2/interact/cdp/';
export const LIVE_VIEW_PATH_PREFIX = '/v2/interact/live/';

/** The read-only capability derived from the session token (cannot be turned back into it). */
export function viewTokenOf(token: string): string {
  return createHash('sha256').update(`${token}:view`).digest('base64url');
}

/** Where callers reach a session from outside: all on the gateway, authorised by the session's token. */
export function sessionUrls(publicUrl: string, record: Pick<SessionRecord, 'sessionId' | 'token'>) {
  const base = publicUrl.replace(/\/+$/, '');
  const ws = base.replace(/^http/, 'ws');
  return {
    cdpUrl: `${ws}${CDP_PATH_PREFIX}${record.sessionId}/${record.token}`,
    liveViewUrl: `${base}${LIVE_VIEW_PATH_PREFIX}${record.sessionId}/${viewTokenOf(record.token)}`,
    interactiveLiveViewUrl: `${base}${LIVE_VIEW_PATH_PREFIX}${record.sessionId}/${record.token}`,
  };
}
