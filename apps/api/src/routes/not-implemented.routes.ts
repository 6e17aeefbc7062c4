import { Router } from 'express';
import { ApiError } from '@wsa/contracts';
import type { Guards } from './guards';

// Endpoints of the contract this server does not serve yet. They answer a clear 501 (after auth)
// instead of a generic 404, so clients and agents can tell "not built" from "wrong URL".
const PENDING: { method: 'get' | 'post' | 'delete'; path: string; what: string }[] = [
  { method: 'get', path: '/v2/search/research/papers', what: 'The Research Index' },
  { method: 'get', path: '/v2/search/research/papers/:id', what: 'The Research Index' },
  { method: 'get', path: '/v2/search/research/papers/:id/similar', what: 'The Research Index' },
  { method: 'get', path: '/v2/search/research/github', what: 'The Research Index' },
  { method: 'get', path: '/v2/search/developer', what: 'The Developer Index' },
  { method: 'post', path: '/v2/search/developer', what: 'The Developer Index' },
  { method: 'post', path: '/v2/support/ask', what: 'The ask helper' },
  { method: 'post', path: '/v2/support/docs-search', what: 'The docs-search helper' },
];

export function notImplementedRoutes(guards: Guards): Router {
  const router = Router();
  for (const p of PENDING) {
    router[p.method](p.path, guards.requireKey, () => {
      throw new ApiError('NOT_IMPLEMENTED', `${p.what} is not available on this server yet.`);
    });
  }
  return router;
}
