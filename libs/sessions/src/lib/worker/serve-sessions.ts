import { SessionOpenMessageSchema, SessionRunMessageSchema, SessionStopMessageSchema } from '@wsa/contracts';
import type { RpcHandler } from '@wsa/queue';
import type { SessionHost } from './session-host';

/** The worker's rpc surface: every message is parsed with its schema before it reaches the host. */
export function sessionRpcHandler(host: SessionHost): RpcHandler {
  return async (method, body) => {
    if (method === 'open') return host.open(SessionOpenMessageSchema.parse(body));
    if (method === 'run') return host.run(SessionRunMessageSchema.parse(body));
    if (method === 'stop') return host.stop(SessionStopMessageSchema.parse(body).sessionId);
    throw new Error(`unknown session method ${method}`);
  };
}
