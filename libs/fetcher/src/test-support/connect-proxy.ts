import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export type ConnectProxy = { port: number; tunnels: string[]; close(): Promise<void> };

/**
 * A minimal HTTP CONNECT proxy (what undici's ProxyAgent speaks) that requires Basic credentials,
 * so tests can check that credentials in proxyUrl are sent and that traffic really goes through it.
 */
export async function startConnectProxy(user: string, password: string): Promise<ConnectProxy> {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client: Socket) => {
    sockets.add(client);
    if (req.headers['proxy-authorization'] !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tunnels.push(req.url ?? '');
    const [host, port] = (req.url ?? '').split(/:(?=\d+$)/);
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client).pipe(upstream);
    });
    sockets.add(upstream);
    const closeBoth = (): void => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', closeBoth);
    client.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
