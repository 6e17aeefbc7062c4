import { Router } from 'express';
import { ApiError, ERROR_MESSAGES } from '@wsa/contracts';
import { authorisedSession, liveViewPage, LIVE_VIEW_HEADERS, LIVE_VIEW_PATH_PREFIX, type SessionRegistry } from '@wsa/sessions/gateway';

/** The interact live views: the URL's token is the capability (no API key), read-only or interactive by token. */
export function liveViewRoutes(registry: SessionRegistry): Router {
  const router = Router();
  router.get(`${LIVE_VIEW_PATH_PREFIX}:sessionId/:token`, async (req, res) => {
    const auth = await authorisedSession(registry, LIVE_VIEW_PATH_PREFIX, req.path);
    if (!auth) throw new ApiError('SESSION_NOT_FOUND', ERROR_MESSAGES.sessionNotFound);
    res.set(LIVE_VIEW_HEADERS).send(liveViewPage(auth.record.sessionId, auth.token, !auth.readOnly));
  });
  return router;
}
