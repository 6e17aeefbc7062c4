import type { Duplex } from 'node:stream';

/**
 * Ties a relayed pair of sockets: an error or close on either side ends both, and both leave
 * `open` (the set a relay destroys when it closes). Used by the sandbox's socket relay and the
 * worker's CDP gate.
 */
export function tieSockets(a: Duplex, b: Duplex, open: Set<Duplex>): void {
  open.add(a).add(b);
  const end = () => {
    a.destroy();
    b.destroy();
    open.delete(a);
    open.delete(b);
  };
  a.on('error', end).on('close', end);
  b.on('error', end).on('close', end);
}
