import { FetchError } from '../fetch-error';
import { assertAddressesAllowed, isHostExempt, normalizeHostname } from './target-policy';

describe('target policy', () => {
  it('normalises brackets, case and trailing dots', () => {
    expect(normalizeHostname('[::1]')).toBe('::1');
    expect(normalizeHostname('Example.COM.')).toBe('example.com');
  });

  it('refuses a host when any of its addresses is not public', () => {
    const policy = { allowLocalTargets: false };
    expect(() => assertAddressesAllowed('mixed.test', ['8.8.8.8', '10.0.0.1'], policy)).toThrow(FetchError);
    try {
      assertAddressesAllowed('mixed.test', ['8.8.8.8', '10.0.0.1'], policy);
    } catch (err) {
      expect((err as FetchError).kind).toBe('blocked_address');
      expect((err as FetchError).hostname).toBe('mixed.test');
    }
    expect(() => assertAddressesAllowed('ok.test', ['8.8.8.8', '2606:4700::1'], policy)).not.toThrow();
  });

  it('exempts everything with allowLocalTargets and only listed hosts with allowedHosts', () => {
    expect(isHostExempt('anything', { allowLocalTargets: true })).toBe(true);
    const policy = { allowLocalTargets: false, allowedHosts: ['Intranet.Example', '127.0.0.1'] };
    expect(isHostExempt('intranet.example.', policy)).toBe(true);
    expect(isHostExempt('127.0.0.1', policy)).toBe(true);
    expect(isHostExempt('localhost', policy)).toBe(false);
    expect(() => assertAddressesAllowed('localhost', ['127.0.0.1'], policy)).toThrow('non-public address 127.0.0.1');
  });
});
