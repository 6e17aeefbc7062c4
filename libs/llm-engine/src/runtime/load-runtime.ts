import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import vm from 'vm';
import type * as NodeLlamaCpp from '../../runtime/node_modules/node-llama-cpp/dist/index.js';

export type NodeLlamaCppModule = typeof NodeLlamaCpp;

/**
 * node-llama-cpp is installed apart from the root node_modules, in libs/llm-engine/runtime (see
 * its package.json and .npmrc: CPU binaries only, no optional GPU variants, no install scripts),
 * so the project's own `npm install` keeps its platform packages (esbuild, swc, nx) that a global
 * `omit=optional` would drop. The folder is found from the repository root (the one holding nx.json).
 */
export function defaultRuntimeDir(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`the repository root (nx.json) was not found above ${from}; pass runtimeDir`);
    dir = up;
  }
  return path.join(dir, 'libs', 'llm-engine', 'runtime');
}

/**
 * node-llama-cpp ships ESM only, and our code is compiled to CommonJS (esbuild for the apps, swc
 * under jest), which would turn `import()` into `require()`. A function made by `new Function`
 * keeps a real dynamic import in a plain Node process; inside jest's sandbox that import has no
 * loader, so there the function is compiled in the main context with Node's default loader.
 */
type Importer = (specifier: string) => Promise<unknown>;
let importer: Importer | undefined;
async function esmImport(specifier: string): Promise<unknown> {
  if (importer) return importer(specifier);
  const plain = new Function('s', 'return import(s)') as Importer;
  try {
    const m = await plain(specifier);
    importer = plain;
    return m;
  } catch (err) {
    if (!/dynamic import callback|experimental-vm-modules/i.test(String(err))) throw err;
    const options = { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } as unknown as vm.RunningScriptOptions;
    importer = vm.runInThisContext('(s) => import(s)', options) as Importer;
    return importer(specifier);
  }
}

let loaded: Promise<NodeLlamaCppModule> | undefined;

/** Loads node-llama-cpp once per process; a clear error says how to install it when it is missing. */
export function loadNodeLlamaCpp(runtimeDir = defaultRuntimeDir()): Promise<NodeLlamaCppModule> {
  loaded ??= (async () => {
    const pkgDir = path.join(runtimeDir, 'node_modules', 'node-llama-cpp');
    const pkgFile = path.join(pkgDir, 'package.json');
    if (!existsSync(pkgFile)) {
      throw new Error(`the embedded model engine's runtime is not installed (${pkgDir} is missing): run \`bash scripts/setup.sh\`, which installs ${runtimeDir}`);
    }
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: { '.'?: { import?: string } }; main?: string };
    const entry = pkg.exports?.['.']?.import ?? pkg.main ?? 'dist/index.js';
    return (await esmImport(pathToFileURL(path.join(pkgDir, entry)).href)) as NodeLlamaCppModule;
  })();
  loaded.catch(() => (loaded = undefined)); // a later call may retry after an install
  return loaded;
}
