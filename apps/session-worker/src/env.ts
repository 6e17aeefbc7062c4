import { commonEnv, envInt } from '@wsa/config';

/** Every variable the session worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9103, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
};
