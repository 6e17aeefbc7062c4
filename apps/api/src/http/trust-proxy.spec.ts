import express from 'express';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when set to none/false', () => {
    expect(parseTrustProxy('none')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });
  it('takes a hop count or a list of addresses, CIDRs and Express names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
  it('refuses "true", which would trust any forwarded address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
  });
  it('gives Express a value it compiles (a bad CIDR fails at start-up, not per request)', () => {
    const app = express();
    expect(() => app.set('trust proxy', parseTrustProxy('10.0.0.0/8,loopback'))).not.toThrow();
    expect(() => app.set('trust proxy', parseTrustProxy('10.0.0.0/99'))).toThrow();
  });
});
