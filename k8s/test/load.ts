// Loads every YAML document under k8s/ (multi-document files) and docker/compose.yaml.
import * as fs from 'fs';
import * as path from 'path';
import * as yaml from 'js-yaml';
import { ROOT } from './catalogue';

// Manifests are free-form YAML: the tests navigate them dynamically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;

export interface Manifest {
  file: string; // relative to the repository root
  doc: Doc;
}

export const K8S_DIR = path.join(ROOT, 'k8s');
export const DOCKER_DIR = path.join(ROOT, 'docker');

export function listYamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listYamlFiles(full));
    else if (/\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

export function loadManifests(dir = K8S_DIR): Manifest[] {
  return listYamlFiles(dir).flatMap((full) => {
    const docs = yaml.loadAll(fs.readFileSync(full, 'utf8'), undefined, { filename: full });
    return docs.filter((d): d is Doc => d !== null && d !== undefined).map((doc) => ({ file: path.relative(ROOT, full), doc }));
  });
}

export function loadCompose(): Doc {
  return yaml.load(fs.readFileSync(path.join(DOCKER_DIR, 'compose.yaml'), 'utf8')) as Doc;
}

export function readRepoFile(rel: string): string {
  return fs.readFileSync(path.join(ROOT, rel), 'utf8');
}

/** Compose-style interpolation: `${VAR:-default}` / `${VAR-default}` take the default, `${VAR}` is empty. */
export function interpolateDefaults(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _name, def: string | undefined) => def ?? '');
}

export interface DockerInstruction {
  stage: string;
  op: string;
  args: string;
}

/** Dockerfile instructions (continuations joined, comments dropped), each tagged with its stage. */
export function parseDockerfile(text: string): { instructions: DockerInstruction[]; stages: string[]; globalArgs: Record<string, string> } {
  const logical = text
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const instructions: DockerInstruction[] = [];
  const stages: string[] = [];
  const globalArgs: Record<string, string> = {};
  let stage = '';
  for (const line of logical) {
    const m = /^(\w+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const op = m[1].toUpperCase();
    const args = m[2].replace(/\s+/g, ' ');
    if (op === 'FROM') {
      stage = /\sAS\s+([\w.-]+)$/i.exec(args)?.[1] ?? `#${stages.length}`;
      stages.push(stage);
    } else if (op === 'ARG' && !stage) {
      const [k, v] = args.split('=');
      globalArgs[k] = v ?? '';
    }
    instructions.push({ stage, op, args });
  }
  return { instructions, stages, globalArgs };
}
