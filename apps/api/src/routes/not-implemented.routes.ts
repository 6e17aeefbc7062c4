import { ApiError } from '@wsa/contracts';
import { defineRoute, type ApiRoute } from '../http/api-route';

// Endpoints of the contract this server does not serve yet. They answer a clear 501 (after auth)
// instead of a generic 404, so clients and agents can tell "not built" from "wrong URL".
const PENDING: { method: 'get' | 'post' | 'delete'; path: string; what: string; tag: string }[] = [
];

export function notImplementedRoutes(): ApiRoute[] {
  return PENDING.map((p) =>
    defineRoute({
      method: p.method, path: p.path, tag: p.tag, summary: `${p.what}: not available on this server yet (501 NOT_IMPLEMENTED)`, access: 'key', status: 501,
      handle: () => {
        throw new ApiError('NOT_IMPLEMENTED', `${p.what} is not available on this server yet.`);
      },
    }),
  );
}
