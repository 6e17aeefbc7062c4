// Checks docker/Dockerfile, docker/apt-packages.sh, docker/healthcheck.js and
// docker/compose.yaml against the code: APP build arg, build outputs, ports, env names.
import { execFileSync, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { APPS, APP_NAMES, AppEnv, AppName, REQUIRED_IN_CLUSTER, ROOT, WORKERS, loadAppEnv } from './catalogue';
import { DOCKER_DIR, Doc, interpolateDefaults, loadCompose, loadManifests, parseDockerfile, readRepoFile } from './load';

const dockerfile = parseDockerfile(readRepoFile('docker/Dockerfile'));
const stage = (name: string) => dockerfile.instructions.filter((i) => i.stage === name);
const find = (name: string, op: string, re: RegExp) => stage(name).find((i) => i.op === op && re.test(i.args));
const compose = loadCompose();
const services: Record<string, Doc> = compose.services;
const aptPackages = (app: string) => execFileSync('sh', [path.join(DOCKER_DIR, 'apt-packages.sh'), app], { encoding: 'utf8' }).trim().split(/\s+/);

const appEnv = {} as Record<AppName, AppEnv>;
beforeAll(async () => {
  for (const app of APP_NAMES) appEnv[app] = await loadAppEnv(app);
});

describe('Dockerfile', () => {
  it('has the stages deps, source, build, prod-deps, migrate and runtime (last = default target)', () => {
    expect(dockerfile.stages).toEqual(['deps', 'source', 'build', 'prod-deps', 'migrate', 'runtime']);
  });

  it('bases every stage on node:20-bookworm-slim', () => {
    const from = dockerfile.instructions.filter((i) => i.op === 'FROM').map((i) => i.args.split(' ')[0]);
    const resolved = from.map((f) => f.replace(/^\$\{(\w+)\}$/, (_m, arg: string) => dockerfile.globalArgs[arg]));
    for (const image of resolved) expect(['node:20-bookworm-slim', ...dockerfile.stages]).toContain(image);
  });

  it('installs with `npm install --no-audit --no-fund`, never `npm ci`', () => {
    expect(find('deps', 'RUN', /npm install --no-audit --no-fund/)).toBeDefined();
    expect(dockerfile.instructions.some((i) => /\bnpm ci\b/.test(i.args))).toBe(false);
  });

  it('generates the Prisma client before bundling the app', () => {
    const all = dockerfile.instructions;
    const gen = all.findIndex((i) => i.op === 'RUN' && /npm run prisma:generate/.test(i.args));
    const build = all.findIndex((i) => i.op === 'RUN' && /node scripts\/build-app\.js "\$APP"/.test(i.args));
    expect(gen).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(gen);
    const scripts = JSON.parse(readRepoFile('package.json')).scripts;
    expect(scripts['prisma:generate']).toBeDefined();
    expect(scripts.migrate).toBeDefined();
    // main.ts and any worker-thread entry (src/*.thread.ts) are bundled into dist/apps/<name>/
    const buildScript = readRepoFile('scripts/build-app.js');
    expect(buildScript).toMatch(/outdir: path\.join\(root, 'dist', 'apps', name\)/);
    expect(buildScript).toMatch(/path\.join\(src, 'main\.ts'\)/);
  });

  it('declares ARG APP in the build and runtime stages', () => {
    expect(find('build', 'ARG', /^APP$/)).toBeDefined();
    expect(find('runtime', 'ARG', /^APP$/)).toBeDefined();
  });

  it('copies the built bundles (this app, plus the admin CLI for api) and production node_modules into the runtime', () => {
    expect(find('runtime', 'COPY', /^--from=build \/app\/dist\/apps\/ \.\/dist\/apps\/$/)).toBeDefined();
    expect(find('build', 'RUN', /node scripts\/build-app\.js "\$APP"/)).toBeDefined();
    expect(find('build', 'RUN', /\$APP" = api \]; then node scripts\/build-app\.js admin/)).toBeDefined();
    expect(find('runtime', 'COPY', /^--from=prod-deps \/app\/node_modules /)).toBeDefined();
    expect(find('prod-deps', 'RUN', /npm prune --omit=dev/)).toBeDefined();
  });

  it('runs node dist/apps/${APP}/main.js as a non-root user, with a HEALTHCHECK', () => {
    expect(find('runtime', 'ENV', /APP=\$\{APP\}/)).toBeDefined();
    const cmd = JSON.parse(find('runtime', 'CMD', /./)!.args) as string[];
    expect(cmd.join(' ')).toMatch(/exec node( [-\w=]+)* dist\/apps\/\$\{APP\}\/main\.js/);
    expect(find('runtime', 'USER', /^node$/)).toBeDefined();
    expect(find('runtime', 'HEALTHCHECK', /docker\/healthcheck\.js/)).toBeDefined();
  });

  it('the migrate target runs `npm run migrate` as non-root', () => {
    expect(JSON.parse(find('migrate', 'CMD', /./)!.args)).toEqual(['npm', 'run', 'migrate']);
    expect(find('migrate', 'USER', /^node$/)).toBeDefined();
  });

  it('every COPY source from the build context exists in the repository', () => {
    const sources = dockerfile.instructions
      .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
      .flatMap((i) => i.args.split(' ').slice(0, -1));
    const missing = sources.filter((s) => !fs.existsSync(path.join(ROOT, s)));
    expect(missing).toEqual([]);
  });

  it('Dockerfile.dockerignore keeps host artefacts out but not what the build copies', () => {
    const ignored = readRepoFile('docker/Dockerfile.dockerignore').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['.git', '**/node_modules', 'dist', 'libs/db/src/generated']));
    for (const needed of ['docker', 'apps', 'libs', 'scripts', 'prisma', 'package.json']) expect(ignored).not.toContain(needed);
  });
});

describe('runtime apt packages (docker/apt-packages.sh)', () => {
  const browserPkgs = ['chromium', 'fonts-liberation', 'fonts-noto-cjk', 'fonts-noto-color-emoji', 'poppler-utils', 'tesseract-ocr', 'tesseract-ocr-eng', 'webext-ublock-origin-chromium'];

  it.each(APP_NAMES)('%s gets Chromium and companions only if it drives a browser', (app) => {
    const pkgs = aptPackages(app);
    expect(pkgs).toContain('tini');
    for (const p of browserPkgs) expect(pkgs.includes(p)).toBe(APPS[app].browser);
    for (const p of ['bubblewrap', 'python3']) expect(pkgs.includes(p)).toBe(app === 'session-worker');
  });

  it('rejects an unknown APP', () => {
    expect(spawnSync('sh', [path.join(DOCKER_DIR, 'apt-packages.sh'), 'nope']).status).not.toBe(0);
  });
});

describe('docker/healthcheck.js', () => {
  it('probes the same default ports as the manifests', async () => {
    const hc = (await import(path.join(DOCKER_DIR, 'healthcheck.js'))) as { DEFAULT_PORTS: Record<string, number>; healthPort: (a: string, e: Record<string, string>) => number };
    for (const app of APP_NAMES) {
      expect(hc.DEFAULT_PORTS[app]).toBe(APPS[app].port);
      expect(hc.healthPort(app, { [APPS[app].portVar]: '4000' })).toBe(4000);
    }
  });
});

describe('docker/compose.yaml', () => {
  it('runs postgres:15, redis:7, migrate, api and the three workers', () => {
    expect(services.postgres.image).toBe('postgres:15');
    expect(services.redis.image).toBe('redis:7');
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['migrate', ...APP_NAMES]));
    for (const infra of ['postgres', 'redis']) expect(services[infra].healthcheck.test).toBeDefined();
  });

  it('builds the migrate target and gates the apps on it', () => {
    const m = services.migrate;
    expect(m.build).toMatchObject({ context: '..', dockerfile: 'docker/Dockerfile', target: 'migrate' });
    expect(m.image).toBe('websearch-api/migrate');
    expect(m.depends_on.postgres.condition).toBe('service_healthy');
    expect(Object.keys(m.environment)).toEqual(['DATABASE_URL']);
  });

  describe.each(APP_NAMES)('%s', (app) => {
    const svc = services[app];
    const env = (): Record<string, string> => svc.environment;

    it('is built from docker/Dockerfile with APP matching the service', () => {
      expect(svc.build).toMatchObject({ context: '..', dockerfile: 'docker/Dockerfile', args: { APP: app } });
      expect(svc.build.target).toBeUndefined();
      expect(svc.image).toBe(`websearch-api/${app}`);
      expect(fs.existsSync(path.join(ROOT, 'apps', app, 'project.json'))).toBe(true);
    });

    it("sets only env names in the app's envSpec, including DATABASE_URL and REDIS_URL", () => {
      expect(Object.keys(env()).filter((k) => !appEnv[app].names.has(k))).toEqual([]);
      for (const name of REQUIRED_IN_CLUSTER) expect(env()[name]).toBeDefined();
      for (const v of Object.values(env())) expect(typeof v).toBe('string');
    });

    it(`sets ${APPS[app].portVar}=${APPS[app].port} and exposes it`, () => {
      const { port, portVar } = APPS[app];
      expect(env()[portVar]).toBe(String(port));
      const published = [...(svc.ports ?? []), ...(svc.expose ?? [])].map(String);
      expect(published.some((p) => p === String(port) || p.endsWith(`:${port}`))).toBe(true);
    });

    it('reaches postgres and redis by service name, after they are healthy and migrated', () => {
      expect(new URL(interpolateDefaults(env().DATABASE_URL)).hostname).toBe('postgres');
      expect(new URL(env().REDIS_URL).hostname).toBe('redis');
      expect(svc.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(svc.healthcheck.test).toEqual(['CMD', 'node', 'docker/healthcheck.js']);
    });

    if (APPS[app].browser) {
      it('gives Chromium a larger /dev/shm', () => expect(svc.shm_size).toBeDefined());
    }
  });

  it.each(APP_NAMES)('%s gets the same env names as its k8s Deployment', (app) => {
    const docs = loadManifests().map((m) => m.doc);
    const c = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === app)!.spec.template.spec.containers[0];
    const fromMaps = (c.envFrom ?? []).flatMap((f: Doc) => Object.keys(docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === f.configMapRef?.name)?.data ?? {}));
    const k8sNames = new Set([...fromMaps, ...(c.env ?? []).map((e: Doc) => e.name)]);
    // compose runs a SearXNG next to the stack; in a cluster SEARXNG_URL is opt-in (configmap.yaml).
    const composeOnly = app === 'search-worker' ? ['SEARXNG_URL'] : [];
    const composeNames = Object.keys(services[app].environment).filter((k) => !composeOnly.includes(k));
    expect(composeNames.sort()).toEqual([...k8sNames].sort());
  });

  it('api publishes 3002 on the host', () => {
    expect(services.api.ports).toContain(`${APPS.api.port}:${APPS.api.port}`);
  });

  it('api and scrape-worker share PUBLIC_URL and BLOB_SIGNING_SECRET', () => {
    for (const k of ['PUBLIC_URL', 'BLOB_SIGNING_SECRET']) expect(services['scrape-worker'].environment[k]).toBe(services.api.environment[k]);
  });

  it('QUEUE_PREFIX matches the k8s ConfigMap (KEDA list names depend on it)', () => {
    for (const w of WORKERS) expect(services[w].environment.QUEUE_PREFIX).toBe('wsa');
  });

  it('SEARXNG_URL points at a compose service', () => {
    const host = new URL(services['search-worker'].environment.SEARXNG_URL).hostname;
    expect(services[host]).toBeDefined();
  });
});
