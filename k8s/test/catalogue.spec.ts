// The envSpec reader must understand libs/config's spec shape, or the env checks would pass vacuously.
import { commonEnv } from '@wsa/config';
import { APP_NAMES, COMMON, defaultFromEntry, envSpecPath, loadAppEnv } from './catalogue';
import * as fs from 'fs';

describe('envSpec reader', () => {
  it("reads defaults from libs/config's { schema, doc, secret } entries", () => {
    expect(defaultFromEntry(commonEnv.QUEUE_PREFIX)).toBe('wsa');
    expect(defaultFromEntry(commonEnv.DATABASE_URL)).toBe('postgresql://postgres@127.0.0.1:5432/websearch');
    expect(commonEnv.DATABASE_URL.secret).toBe(true);
  });

  it('the agreed common names are exactly commonEnv', () => {
    expect([...COMMON].sort()).toEqual(Object.keys(commonEnv).sort());
  });

  it.each(APP_NAMES)('%s: uses apps/<app>/src/env.ts when it exists', async (app) => {
    const env = await loadAppEnv(app);
    expect(env.source).toBe(fs.existsSync(envSpecPath(app)) ? 'envSpec' : 'documented');
    for (const name of COMMON) expect(env.names.has(name)).toBe(true);
  });
});
