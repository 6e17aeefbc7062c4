import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { tieSockets } from './tie-sockets';

export type SocketRelay = { close(): Promise<void> };

/**
 * A unix socket that forwards every connection, byte for byte, to the browser's DevTools port on
 * 127.0.0.1. It is bound into the sandbox, which has no network: this is the sandbox's only way out,
 * and it leads to this session's browser and nothing else.
 */
export async function startSocketRelay(socketPath: string, port: number): Promise<SocketRelay> {
  const open = new Set<Duplex>();
  const server = net.createServer((inner) => {
    const outer = net.connect(port, '127.0.0.1');
    tieSockets(inner, outer, open);
    inner.pipe(outer).pipe(inner);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  // the sandbox runs as another uid; the socket's folder is private to the session
  await chmod(socketPath, 0o777);
  return {
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}
