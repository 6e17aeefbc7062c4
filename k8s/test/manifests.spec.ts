// Parses every manifest under k8s/ and checks it against the code: app ports, probe paths,
// env names (each app's envSpec), ConfigMap/Secret keys, Service and autoscaler targets.
import * as fs from 'fs';
import * as path from 'path';
import { APPS, APP_NAMES, AppEnv, AppName, REQUIRED_IN_CLUSTER, ROOT, WORKERS, loadAppEnv, parseQuantity } from './catalogue';
import { Doc, K8S_DIR, Manifest, listYamlFiles, loadManifests, readRepoFile } from './load';

const manifests = loadManifests();
const docs = manifests.map((m) => m.doc);
const ofKind = (kind: string): Doc[] => docs.filter((d) => d.kind === kind);
const byName = (kind: string, name: string): Doc | undefined => ofKind(kind).find((d) => d.metadata?.name === name);
const deployment = (app: AppName): Doc => byName('Deployment', app)!;
const container = (app: AppName): Doc => deployment(app).spec.template.spec.containers[0];

const labelsMatch = (selector: Record<string, string>, labels: Record<string, string> = {}): boolean =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

function portNumber(c: Doc, port: string | number): number | undefined {
  if (typeof port === 'number') return port;
  return (c.ports ?? []).find((p: Doc) => p.name === port)?.containerPort;
}

function configMapData(name: string): Record<string, string> {
  const cm = byName('ConfigMap', name);
  if (!cm) throw new Error(`ConfigMap ${name} is referenced but not defined under k8s/`);
  return cm.data ?? {};
}

function secretData(name: string): Record<string, string> {
  const s = byName('Secret', name);
  if (!s) throw new Error(`Secret ${name} is referenced but not defined under k8s/`);
  return { ...(s.stringData ?? {}), ...(s.data ?? {}) };
}

/** Every env name a container receives, with where it comes from. */
function containerEnv(c: Doc): Map<string, string> {
  const env = new Map<string, string>();
  for (const from of c.envFrom ?? []) {
    const prefix = from.prefix ?? '';
    if (from.configMapRef) Object.keys(configMapData(from.configMapRef.name)).forEach((k) => env.set(prefix + k, `configmap/${from.configMapRef.name}`));
    if (from.secretRef) Object.keys(secretData(from.secretRef.name)).forEach((k) => env.set(prefix + k, `secret/${from.secretRef.name}`));
  }
  for (const e of c.env ?? []) env.set(e.name, 'env');
  return env;
}

/** The literal value of an env variable (env value or ConfigMap), if it has one. */
function envValue(c: Doc, name: string): string | undefined {
  const direct = (c.env ?? []).find((e: Doc) => e.name === name);
  if (direct) return direct.value;
  for (const from of c.envFrom ?? []) {
    if (from.configMapRef && name in configMapData(from.configMapRef.name)) return configMapData(from.configMapRef.name)[name];
  }
  return undefined;
}

const appEnv = {} as Record<AppName, AppEnv>;
beforeAll(async () => {
  for (const app of APP_NAMES) appEnv[app] = await loadAppEnv(app);
});

describe('every manifest', () => {
  it('found manifests under k8s/', () => {
    expect(manifests.length).toBeGreaterThan(10);
  });

  it.each(manifests.map((m): [string, string, Manifest] => [m.file, `${m.doc.kind}/${m.doc.metadata?.name}`, m]))(
    '%s %s has apiVersion, kind, metadata.name and no namespace',
    (_file, _id, { doc }) => {
      expect(typeof doc.apiVersion).toBe('string');
      expect(typeof doc.kind).toBe('string');
      if (doc.kind === 'Kustomization') return;
      expect(doc.metadata?.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
      expect(doc.metadata?.namespace).toBeUndefined();
    },
  );

  it('names are unique per kind', () => {
    const ids = docs.filter((d) => d.kind !== 'Kustomization').map((d) => `${d.kind}/${d.metadata.name}`);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('kustomizations list existing files, and README.md documents every manifest file', () => {
    const readme = readRepoFile('k8s/README.md');
    for (const { file, doc } of manifests.filter((m) => m.doc.kind === 'Kustomization')) {
      for (const res of doc.resources) expect(fs.existsSync(path.join(ROOT, path.dirname(file), res))).toBe(true);
    }
    for (const full of listYamlFiles(K8S_DIR)) expect(readme).toContain(path.relative(K8S_DIR, full));
  });

  it('every manifest file is in a kustomization, except the ones applied separately', () => {
    const separate = ['k8s/secret.yaml', 'k8s/migrate-job.yaml', 'k8s/optional/hpa-queue-depth.yaml'];
    const kustomized = manifests
      .filter((m) => m.doc.kind === 'Kustomization')
      .flatMap((m) => m.doc.resources.map((r: string) => path.join(path.dirname(m.file), r)));
    const files = [...new Set(manifests.filter((m) => m.doc.kind !== 'Kustomization').map((m) => m.file))];
    expect(files.filter((f) => !kustomized.includes(f)).sort()).toEqual([...separate].sort());
    const root = manifests.filter((m) => m.file === 'k8s/kustomization.yaml').flatMap((m) => m.doc.resources.map((r: string) => `k8s/${r}`));
    for (const m of manifests.filter((x) => ['Deployment', 'Service', 'ConfigMap'].includes(x.doc.kind))) expect(root).toContain(m.file);
  });

  it('kustomization image overrides name the Deployments images', () => {
    const kust = manifests.find((m) => m.file === 'k8s/kustomization.yaml')!.doc;
    const images = APP_NAMES.map((app) => container(app).image.split(':')[0]);
    expect(kust.images.map((i: Doc) => i.name).sort()).toEqual([...images].sort());
    for (const i of kust.images) expect(APP_NAMES.map((a) => container(a).image)).toContain(`${i.name}:${i.newTag}`);
  });
});

describe('Deployments', () => {
  it('there is exactly one Deployment per app', () => {
    expect(ofKind('Deployment').map((d) => d.metadata.name).sort()).toEqual([...APP_NAMES].sort());
  });

  describe.each(APP_NAMES)('%s', (app) => {
    const facts = APPS[app];

    it('selector matches the pod template labels', () => {
      const d = deployment(app);
      expect(labelsMatch(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
      expect(d.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(app);
    });

    it(`image is websearch-api/${app} (docker build --build-arg APP=${app})`, () => {
      expect(container(app).image).toMatch(new RegExp(`^([a-z0-9.:-]+/)*websearch-api/${app}(:[\\w.-]+)?$`));
      expect(deployment(app).spec.template.spec.containers).toHaveLength(1);
    });

    it('has cpu/memory requests and limits, requests <= limits', () => {
      const { requests, limits } = container(app).resources;
      for (const r of ['cpu', 'memory']) {
        expect(parseQuantity(requests[r])).toBeLessThanOrEqual(parseQuantity(limits[r]));
      }
      if (facts.browser) expect(parseQuantity(limits.memory)).toBeGreaterThanOrEqual(parseQuantity('1Gi'));
    });

    it(`listens on ${facts.portVar}=${facts.port}, the app's default`, () => {
      const c = container(app);
      // (session-worker also declares its CDP gate port, named cdp: checked below)
      expect(c.ports.filter((p: Doc) => p.name !== 'cdp').map((p: Doc) => p.containerPort)).toEqual([facts.port]);
      expect(envValue(c, facts.portVar)).toBe(String(facts.port));
      const codeDefault = appEnv[app].defaultOf(facts.portVar);
      if (codeDefault !== undefined) expect(Number(codeDefault)).toBe(facts.port);
    });

    it('probes /health (liveness, startup) and /ready (readiness) on that port', () => {
      const c = container(app);
      expect(c.livenessProbe.httpGet.path).toBe('/health');
      expect(c.readinessProbe.httpGet.path).toBe('/ready');
      if (c.startupProbe) expect(c.startupProbe.httpGet.path).toBe('/health');
      for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe].filter(Boolean)) {
        expect(portNumber(c, probe.httpGet.port)).toBe(facts.port);
      }
    });

    it('carries Prometheus scrape annotations for /metrics on that port', () => {
      const ann = deployment(app).spec.template.metadata.annotations;
      expect(ann).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(facts.port), 'prometheus.io/path': '/metrics' });
    });

    it("sets only env variables in the app's envSpec, and the cluster-required ones", () => {
      const env = containerEnv(container(app));
      const unknown = [...env.keys()].filter((k) => !appEnv[app].names.has(k));
      expect(unknown).toEqual([]);
      for (const name of REQUIRED_IN_CLUSTER) expect(env.has(name)).toBe(true);
    });

    it('takes variables the app marks secret from a Secret, never a literal or ConfigMap', () => {
      const env = containerEnv(container(app));
      for (const name of [...env.keys()].filter((n) => appEnv[app].isSecret(n))) {
        const e = (container(app).env ?? []).find((x: Doc) => x.name === name);
        expect([name, e?.valueFrom?.secretKeyRef ? 'secret' : env.get(name)]).toEqual([name, expect.stringMatching(/^secret/)]);
      }
    });

    it('does not set a variable twice (env silently overrides envFrom)', () => {
      const c = container(app);
      const fromMaps = (c.envFrom ?? []).flatMap((f: Doc) => Object.keys(f.configMapRef ? configMapData(f.configMapRef.name) : secretData(f.secretRef.name)));
      const direct = (c.env ?? []).map((e: Doc) => e.name);
      expect([...fromMaps, ...direct].length).toBe(new Set([...fromMaps, ...direct]).size);
    });

    it('valueFrom keys exist in the referenced ConfigMap/Secret', () => {
      for (const e of container(app).env ?? []) {
        const ref = e.valueFrom;
        if (!ref) continue;
        if (ref.secretKeyRef) expect(Object.keys(secretData(ref.secretKeyRef.name))).toContain(ref.secretKeyRef.key);
        else if (ref.configMapKeyRef) expect(Object.keys(configMapData(ref.configMapKeyRef.name))).toContain(ref.configMapKeyRef.key);
        else if (ref.fieldRef) expect(['status.podIP', 'metadata.name']).toContain(ref.fieldRef.fieldPath);
        else throw new Error(`unexpected valueFrom for ${e.name}`);
      }
    });

    it('runs as non-root; every volumeMount has a volume', () => {
      const spec = deployment(app).spec.template.spec;
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      expect(container(app).securityContext.allowPrivilegeEscalation).toBe(false);
      const volumes = (spec.volumes ?? []).map((v: Doc) => v.name);
      for (const m of container(app).volumeMounts ?? []) expect(volumes).toContain(m.name);
    });

    if (app === 'scrape-worker') {
      it('lets CHROMIUM_PATH pick the headless shell the image installs', () => {
        expect(envValue(container(app), 'CHROMIUM_PATH')).toBe('auto');
      });
    }

    if (facts.browser) {
      it('mounts a memory-backed /dev/shm for Chromium', () => {
        const spec = deployment(app).spec.template.spec;
        const mount = container(app).volumeMounts.find((m: Doc) => m.mountPath === '/dev/shm');
        expect(spec.volumes.find((v: Doc) => v.name === mount.name).emptyDir.medium).toBe('Memory');
      });
    }
  });
});

describe('session-worker on several hosts', () => {
  it('advertises its pod IP in the session registry, and its CDP gate listens on the declared container port', () => {
    const c = container('session-worker');
    const env = (name: string) => (c.env ?? []).find((e: Doc) => e.name === name);
    expect(env('SESSION_ADVERTISE_HOST').valueFrom.fieldRef.fieldPath).toBe('status.podIP');
    expect(env('SESSION_CDP_LISTEN_HOST').value).toBe('0.0.0.0');
    const cdp = c.ports.find((p: Doc) => p.name === 'cdp');
    expect(env('SESSION_CDP_PORT').value).toBe(String(cdp.containerPort));
  });
});

describe('Services and PodDisruptionBudgets', () => {
  it.each(ofKind('Service').map((s) => [s.metadata.name, s]))('Service %s selects a Deployment and targets its ports', (_n, svc) => {
    const target = ofKind('Deployment').find((d) => labelsMatch(svc.spec.selector, d.spec.template.metadata.labels));
    expect(target).toBeDefined();
    const c = target!.spec.template.spec.containers[0];
    const appPort = APPS[target!.metadata.name as AppName].port;
    // Same number on both sides: the port in PUBLIC_URLs and scrape configs is the app's port.
    for (const p of svc.spec.ports) expect([p.port, portNumber(c, p.targetPort ?? p.port)]).toEqual([appPort, appPort]);
  });

  it('api has a ClusterIP Service on 3002; each worker a headless metrics Service', () => {
    const api = byName('Service', 'api')!;
    expect(api.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(api.spec.ports[0].port).toBe(APPS.api.port);
    for (const w of WORKERS) {
      const svc = byName('Service', `${w}-metrics`)!;
      expect(svc.spec.clusterIP).toBe('None');
      expect(svc.spec.selector['app.kubernetes.io/name']).toBe(w);
    }
  });

  it('PodDisruptionBudgets select a Deployment', () => {
    for (const pdb of ofKind('PodDisruptionBudget')) {
      expect(ofKind('Deployment').some((d) => labelsMatch(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels))).toBe(true);
    }
  });
});

describe('ConfigMaps and Secret', () => {
  it('ConfigMap values are strings (numbers and booleans must be quoted)', () => {
    for (const cm of ofKind('ConfigMap')) for (const v of Object.values(cm.data ?? {})) expect(typeof v).toBe('string');
  });

  it('the committed Secret holds only REPLACE_ME placeholders', () => {
    const secrets = ofKind('Secret');
    expect(secrets.map((s) => s.metadata.name)).toEqual(['websearch-secrets']);
    for (const v of Object.values(secretData('websearch-secrets'))) expect(v).toMatch(/REPLACE_ME/);
    expect(Object.keys(secretData('websearch-secrets'))).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'BLOB_SIGNING_SECRET']));
  });

  it('api and scrape-worker agree on PUBLIC_URL (scrape-worker signs blob URLs for the gateway)', () => {
    expect(envValue(container('scrape-worker'), 'PUBLIC_URL')).toBe(envValue(container('api'), 'PUBLIC_URL'));
    const secretRef = (app: AppName) => container(app).env.find((e: Doc) => e.name === 'BLOB_SIGNING_SECRET').valueFrom.secretKeyRef;
    expect(secretRef('scrape-worker')).toEqual(secretRef('api'));
  });
});

describe('autoscaling on queue depth', () => {
  const prefix = () => configMapData('websearch-common').QUEUE_PREFIX;

  it('there is one KEDA ScaledObject per worker', () => {
    expect(ofKind('ScaledObject').map((s) => s.spec.scaleTargetRef.name).sort()).toEqual([...WORKERS].sort());
  });

  // sessions never wait in a queue: session-worker scales on its open sessions (checked below)
  it.each(WORKERS.filter((a) => a !== 'session-worker'))('%s scales on the redis list <QUEUE_PREFIX>:<queue>:wait', (app) => {
    const so = ofKind('ScaledObject').find((s) => s.spec.scaleTargetRef.name === app)!;
    expect(deployment(app)).toBeDefined();
    expect(so.spec.scaleTargetRef.kind ?? 'Deployment').toBe('Deployment');
    expect(so.spec.minReplicaCount).toBeLessThanOrEqual(so.spec.maxReplicaCount);
    expect(so.spec.triggers).toHaveLength(1);
    const [trigger] = so.spec.triggers;
    expect(trigger.type).toBe('redis');
    expect(trigger.metadata.listName).toBe(`${prefix()}:${APPS[app].queue}:wait`);
    expect(trigger.metadata.listLength).toMatch(/^[1-9][0-9]*$/);
    const auth = byName('TriggerAuthentication', trigger.authenticationRef.name)!;
    for (const ref of auth.spec.secretTargetRef) expect(Object.keys(secretData(ref.name))).toContain(ref.key);
  });

  it("session-worker scales on the registry's open sessions (its /sessions figure), below its per-replica cap", () => {
    const so = ofKind('ScaledObject').find((s) => s.spec.scaleTargetRef.name === 'session-worker')!;
    expect(so.spec.triggers).toHaveLength(1);
    const [trigger] = so.spec.triggers;
    expect(trigger).toMatchObject({ type: 'metrics-api', metricType: 'AverageValue', metadata: { valueLocation: 'openSessions' } });
    const url = new URL(trigger.metadata.url);
    expect(url.pathname).toBe('/sessions');
    const service = byName('Service', url.hostname.split('.')[0])!;
    expect(service.spec.selector).toEqual(deployment('session-worker').spec.selector.matchLabels);
    expect(Number(url.port)).toBe(APPS['session-worker'].port);
    expect(readRepoFile('apps/session-worker/src/main.ts')).toContain("'/sessions': () => registry.load()");
    const target = Number(trigger.metadata.targetValue);
    expect(target).toBeGreaterThan(0);
    expect(target).toBeLessThan(Number(configMapData('websearch-session-worker').SESSION_MAX_PER_WORKER));
  });

  it("HPA alternative for session-worker uses the workers' wsa_sessions_open", () => {
    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === 'session-worker')!;
    expect(hpa.spec.metrics[0].external.metric.name).toBe('wsa_sessions_open');
    expect(Number(hpa.spec.metrics[0].external.target.averageValue)).toBeLessThan(Number(configMapData('websearch-session-worker').SESSION_MAX_PER_WORKER));
  });

  it.each(WORKERS.filter((a) => a !== 'session-worker'))('HPA alternative for %s uses wsa_queue_waiting{queue} on the right queue', (app) => {
    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === app)!;
    expect(hpa.spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
    const ext = hpa.spec.metrics[0].external;
    expect(ext.metric.name).toBe('wsa_queue_waiting');
    expect(ext.metric.selector.matchLabels).toEqual({ queue: APPS[app].queue });
  });
});

describe('migration Job', () => {
  it('runs `npm run migrate` from the migrate image with DATABASE_URL from the Secret', () => {
    const job = byName('Job', 'websearch-migrate')!;
    const c = job.spec.template.spec.containers[0];
    expect(c.image).toMatch(/(^|\/)websearch-api\/migrate(:[\w.-]+)?$/);
    expect(c.command).toEqual(['npm', 'run', 'migrate']);
    expect(JSON.parse(readRepoFile('package.json')).scripts.migrate).toBeDefined();
    const db = c.env.find((e: Doc) => e.name === 'DATABASE_URL');
    expect(Object.keys(secretData(db.valueFrom.secretKeyRef.name))).toContain(db.valueFrom.secretKeyRef.key);
    expect(['Never', 'OnFailure']).toContain(job.spec.template.spec.restartPolicy);
  });
});
