import { commonEnv, envInt, envRequiredString } from '@wsa/config';

/** Every variable the session worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9103, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SESSION_CONCURRENCY: envInt(4, 'live browser sessions owned by this process', { min: 1, max: 64 }),
  CHROMIUM_PATH: envRequiredString('auto', 'Chromium binary for sessions; auto = headless-shell when installed, else /usr/bin/chromium'),
};
