// Container HEALTHCHECK: GET /health on the port the app listens on.
// api listens on PORT; workers serve /health next to /metrics on METRICS_PORT.
// Defaults mirror each app's env defaults (checked by k8s/test/manifests.spec.ts).
const DEFAULT_PORTS = { api: 3002, 'search-worker': 9101, 'scrape-worker': 9102, 'session-worker': 9103 };

function healthPort(app, env) {
  const fromEnv = app === 'api' ? env.PORT : env.METRICS_PORT;
  return Number(fromEnv || DEFAULT_PORTS[app]);
}

module.exports = { DEFAULT_PORTS, healthPort };

if (require.main === module) {
  const port = healthPort(process.env.APP, process.env);
  if (!port) {
    console.error(`healthcheck: unknown APP '${process.env.APP}'`);
    process.exit(1);
  }
  fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(4000) })
    .then((res) => process.exit(res.ok ? 0 : 1))
    .catch(() => process.exit(1));
}
