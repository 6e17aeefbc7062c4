import { loadConfig } from './config';

describe('gateway configuration', () => {
  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
  it('has no dashboard without ADMIN_TOKEN, and refuses a short one', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(loadConfig({ ADMIN_TOKEN: 'x'.repeat(24) }).adminToken).toBe('x'.repeat(24));
  });
});
