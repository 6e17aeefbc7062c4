import { mkdir, readFile, rename, writeFile } from 'fs/promises';
import path from 'path';
import { parseBlocklist } from './parse-list';

export type ListSource = { name: string; location: string };
export type ListUpdate = { name: string; file: string; domains: number } | { name: string; error: string };

/**
 * `THREAT_LIST_SOURCES`: comma-separated `name=location` pairs (or bare locations, named after
 * their file), each an http(s) URL or a local file path.
 */
export function parseListSources(text: string): ListSource[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const eq = entry.indexOf('=');
    const location = eq > 0 && !/^[a-z]+:\/\//i.test(entry.slice(0, eq)) ? entry.slice(eq + 1) : entry;
    const rawName = eq > 0 && location !== entry ? entry.slice(0, eq) : path.basename(new URL(location, 'file:///').pathname).replace(/\.[^.]*$/, '');
    return { name: rawName.replace(/[^a-zA-Z0-9_-]/g, '-') || 'list', location };
  });
}

/**
 * Fetches or copies each source into `<dir>/<name>.txt` (one normalised domain per line), replacing
 * the old file atomically. A source that fails keeps its previous file and is reported, so one
 * unreachable list never empties the others.
 */
export async function updateThreatLists(dir: string, sources: readonly ListSource[], fetchText: (url: string) => Promise<string>): Promise<ListUpdate[]> {
  await mkdir(dir, { recursive: true });
  const results: ListUpdate[] = [];
  for (const source of sources) {
    try {
      const text = /^https?:\/\//i.test(source.location) ? await fetchText(source.location) : await readFile(source.location.replace(/^file:\/\//, ''), 'utf8');
      const domains = [...new Set(parseBlocklist(text))];
      if (domains.length === 0) throw new Error('the list holds no domains');
      const file = path.join(dir, `${source.name}.txt`);
      await writeFile(`${file}.tmp`, domains.join('\n') + '\n');
      await rename(`${file}.tmp`, file);
      results.push({ name: source.name, file, domains: domains.length });
    } catch (err) {
      results.push({ name: source.name, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}
