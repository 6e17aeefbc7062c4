import type { SessionRecord } from '@wsa/contracts';

export const CDP_PATH_PREFIX = '/v2/interact/cdp/';
export const LIVE_VIEW_PATH_PREFIX = '/v2/interact/live/';

/** Where callers reach a session from outside: all on the gateway, authorised by the session's token. */
export function sessionUrls(publicUrl: string, record: Pick<SessionRecord, 'sessionId' | 'token'>) {
  const base = publicUrl.replace(/\/+$/, '');
  const ws = base.replace(/^http/, 'ws');
  const tail = `${record.sessionId}/${record.token}`;
  return {
    cdpUrl: `${ws}${CDP_PATH_PREFIX}${tail}`,
    liveViewUrl: `${base}${LIVE_VIEW_PATH_PREFIX}${tail}`,
    interactiveLiveViewUrl: `${base}${LIVE_VIEW_PATH_PREFIX}${tail}?interactive=true`,
  };
}
