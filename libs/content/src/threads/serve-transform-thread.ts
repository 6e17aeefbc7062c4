import { parentPort } from 'node:worker_threads';
import { transformHtml } from '../transform-html';

/** The thread side of startTransformThreads: answers each page with transformHtml's result. */
export function serveTransformThread(): void {
  const port = parentPort;
  if (!port) throw new Error('serveTransformThread runs in a worker thread');
  port.on('message', (m: { id: number; html: string; opts: Parameters<typeof transformHtml>[1]; wants: Parameters<typeof transformHtml>[2] }) => {
    try {
      port.postMessage({ id: m.id, result: transformHtml(m.html, m.opts, m.wants) });
    } catch (err) {
      port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
