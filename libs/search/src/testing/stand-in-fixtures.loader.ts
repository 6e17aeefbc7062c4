import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * One fixture corpus per SearXNG category (`general.json`, `news.json`, ...): results in SearXNG's own JSON
 * shape, plus stand-in metadata. `capturedAt` lets the server shift dates so fixtures never go stale;
 * result fields starting with `_` (`_adult`, `_language`) drive safesearch/language and are never sent.
 */
const CorpusSchema = z.object({
  capturedAt: z.string(),
  pageSize: z.number().int().positive().default(10),
  unresponsive_engines: z.array(z.tuple([z.string(), z.string()])).default([]),
  results: z.array(z.record(z.string(), z.unknown())),
});
export type Corpus = z.infer<typeof CorpusSchema>;

/** `scenarios.json`: queries that make the server misbehave on purpose, like a real instance sometimes does. */
const ScenarioSchema = z.object({
  status: z.number().int().optional(),
  delayMs: z.number().int().nonnegative().optional(),
  results: z.array(z.record(z.string(), z.unknown())).optional(),
  unresponsive_engines: z.array(z.tuple([z.string(), z.string()])).optional(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;
const ScenariosSchema = z.object({ queries: z.record(z.string(), ScenarioSchema) });

export type Fixtures = { corpora: Map<string, Corpus>; scenarios: Map<string, Scenario> };

export function loadFixtures(dir: string): Fixtures {
  const corpora = new Map<string, Corpus>();
  let scenarios = new Map<string, Scenario>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const json: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const name = file.replace(/\.json$/, '');
    if (name === 'scenarios') scenarios = new Map(Object.entries(ScenariosSchema.parse(json).queries));
    else corpora.set(name, CorpusSchema.parse(json));
  }
  return { corpora, scenarios };
}
