import { readFileSync } from 'fs';
import path from 'path';
import { envSpec as adminEnv } from '../../admin/src/env';
import { envSpec as apiEnv } from '../../api/src/env';
import { envSpec as llmEngineEnv } from '../../llm-engine/src/env';
import { envSpec as scrapeEnv } from '../../scrape-worker/src/env';
import { envSpec as searchEnv } from '../../search-worker/src/env';
import { envSpec as sessionEnv } from '../../session-worker/src/env';

// The README promises to list every environment variable with its default: keep it honest.
const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
const specs = { api: apiEnv, 'scrape-worker': scrapeEnv, 'search-worker': searchEnv, 'session-worker': sessionEnv, admin: adminEnv, 'llm-engine': llmEngineEnv };

describe('README configuration table', () => {
  for (const [app, spec] of Object.entries(specs)) {
    it(`lists every variable ${app} reads`, () => {
      const missing = Object.keys(spec).filter((name) => !readme.includes(`| \`${name}\` |`));
      expect(missing).toEqual([]);
    });
  }
  it('gives the one start command and the one test command', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });
});
