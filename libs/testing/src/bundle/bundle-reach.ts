import path from 'path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '../../../..');

/** What an app's bundle reaches, exactly as scripts/build-app.js bundles it: workspace files and npm packages. */
export async function bundleReach(app: string): Promise<{ files: string[]; libs: Set<string>; packages: Set<string> }> {
  const result = await build({
    entryPoints: [path.join(root, 'apps', app, 'src', 'main.ts')],
    bundle: true, platform: 'node', format: 'cjs', packages: 'external', write: false, metafile: true,
    tsconfig: path.join(root, 'tsconfig.base.json'), logLevel: 'silent',
  });
  const files = Object.keys(result.metafile.inputs);
  const libs = new Set(files.flatMap((f) => /^libs\/([^/]+)\//.exec(f)?.[1] ?? []));
  const packages = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imp of input.imports) {
      if (!imp.external || imp.path.startsWith('node:') || imp.path.startsWith('.')) continue;
      packages.add(imp.path.split('/').slice(0, imp.path.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return { files, libs, packages };
}
