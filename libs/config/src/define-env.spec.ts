import { z } from 'zod';
import { describeEnv, EnvError, parseEnv } from './define-env';
import { envBool, envInt, envString } from './env-vars';

const spec = {
  PORT: envInt(3002, 'port', { min: 1, max: 65535 }),
  FLAG: envBool(false, 'flag'),
  SECRET: envString('s3cret', 'secret', { secret: true }),
  NAME: { schema: z.string().default('x'), doc: 'name' },
};

describe('parseEnv', () => {
  it('applies defaults when unset or empty', () => {
    expect(parseEnv(spec, { FLAG: '' })).toEqual({ PORT: 3002, FLAG: false, SECRET: 's3cret', NAME: 'x' });
  });
  it('coerces numbers and booleans', () => {
    const v = parseEnv(spec, { PORT: '8080', FLAG: 'true' });
    expect(v.PORT).toBe(8080);
    expect(v.FLAG).toBe(true);
  });
  it('rejects bad values naming the variable', () => {
    expect(() => parseEnv(spec, { PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv(spec, { PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv(spec, { FLAG: 'maybe' })).toThrow(/FLAG/);
  });
  it('returns a frozen object', () => {
    expect(Object.isFrozen(parseEnv(spec, {}))).toBe(true);
  });
  it('hides secrets when described', () => {
    expect(describeEnv(spec, parseEnv(spec, {})).SECRET).toBe('***');
  });
});
