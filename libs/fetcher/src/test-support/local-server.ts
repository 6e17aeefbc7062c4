import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export type LocalServer = {
  port: number;
  /** Absolute URL on 127.0.0.1 for a path. */
  url(path: string): string;
  /** Paths requested so far, to prove that a refused fetch never reached the server. */
  requests: string[];
  close(): Promise<void>;
};

/** Starts an HTTP server, or HTTPS when a key/cert pair is given, on an ephemeral 127.0.0.1 port. */
export async function startLocalServer(handler: RequestListener, tls?: { key: string; cert: string }): Promise<LocalServer> {
  const requests: string[] = [];
  const recording: RequestListener = (req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  };
  const server: Server = tls ? createHttpsServer(tls, recording) : createHttpServer(recording);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = tls ? 'https' : 'http';
  return {
    port,
    url: (path) => `${scheme}://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
