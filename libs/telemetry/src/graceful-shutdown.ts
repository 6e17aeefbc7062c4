import type { Logger } from 'pino';

/**
 * Runs the shutdown steps once on SIGTERM/SIGINT, in order (stop taking work, let in-flight work
 * finish, close connections), then exits. A failing step is logged and the next one still runs.
 */
export function onShutdown(logger: Logger, steps: (() => Promise<unknown> | unknown)[]): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight work');
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        logger.warn({ err }, 'shutdown step failed');
      }
    }
    // the logger writes asynchronously: let its last lines out before exiting
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
