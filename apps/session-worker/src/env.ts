import { llmEnv } from '@wsa/llm/client';
import { commonEnv, envBool, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the session worker reads. */
export const envSpec = {
  ...commonEnv,
  ...llmEnv,
  METRICS_PORT: envInt(9103, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  CHROMIUM_PATH: envRequiredString('auto', 'Chromium binary of session browsers; auto = /usr/bin/chromium-headless-shell when installed, else /usr/bin/chromium'),
  SESSION_WORKER_ID: envString(undefined, 'name of this replica in the session registry; unset = hostname and pid'),
  SESSION_ADVERTISE_HOST: envRequiredString('127.0.0.1', "address the gateway dials to reach this worker's CDP gate (cdpUrl, live views): 127.0.0.1 on one machine, the pod IP on Kubernetes"),
  SESSION_CDP_LISTEN_HOST: envRequiredString('127.0.0.1', "address this worker's CDP gate listens on (0.0.0.0 when the gateway runs on other hosts)"),
  SESSION_CDP_PORT: envInt(0, "port of this worker's CDP gate (0 = any free port; the registry carries it)", { min: 0, max: 65535 }),
  SESSION_MAX_PER_WORKER: envInt(4, 'open interact sessions this worker holds at most (each is one Chromium)', { min: 1, max: 256 }),
  SESSION_MAX_PER_TEAM: envInt(3, 'open interact sessions one team may hold at most', { min: 1, max: 1000 }),
  SESSION_LIFETIME_SECONDS: envInt(600, 'an interact session ends this long after it opened', { min: 10 }),
  SESSION_INACTIVITY_SECONDS: envInt(300, 'an interact session ends after this long without a call', { min: 5 }),
  SESSION_OPEN_TIMEOUT_SECONDS: envInt(60, 'budget for starting a session browser and replaying the scrape', { min: 5 }),
  SESSION_BROWSER_HEAP_MB: envInt(256, 'V8 heap cap of a session tab, MB', { min: 32 }),
  SANDBOX_UID: envInt(65534, "unprivileged uid session browsers run as (when the worker runs as root; otherwise they keep the worker's uid); sandboxes use SANDBOX_SESSION_UID_BASE", { min: 1 }),
  SANDBOX_SESSION_UID_BASE: envInt(200000, "the sandboxes of a worker's open session i run as this uid + i (their own process count, apart from the session browsers and other sessions)", { min: 1000 }),
  SANDBOX_MEMORY_MB: envInt(1536, 'address space of one interact run (RLIMIT_AS), MB', { min: 128 }),
  SANDBOX_MAX_PROCESSES: envInt(256, 'processes of the sandbox uid at once (RLIMIT_NPROC; stops fork bombs)', { min: 8 }),
  SANDBOX_CPU_SECONDS: envInt(300, 'CPU seconds of one interact run (RLIMIT_CPU)', { min: 1 }),
  SANDBOX_PRESTART: envBool(true, "start each session's node sandbox (puppeteer loaded and connected) ahead of its calls, and its python one after its first python call (about 200 ms less per node call, 25 MB PSS more per session)"),
  SANDBOX_OUTPUT_LIMIT_KB: envInt(1024, 'stdout and stderr of a run are each cut at this size, with a note', { min: 1 }),
};
