import { isPdf } from './is-pdf';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('isPdf', () => {
  it('accepts the %PDF- header at the start', () => {
    expect(isPdf(bytes('%PDF-1.7\n...'))).toBe(true);
  });

  it('accepts the header after leading junk within 1024 bytes', () => {
    expect(isPdf(bytes(`${'x'.repeat(1000)}%PDF-1.4`))).toBe(true);
  });

  it('rejects the header past the first 1024 bytes', () => {
    expect(isPdf(bytes(`${'x'.repeat(1020)}%PDF-1.4`))).toBe(false);
  });

  it('rejects HTML and empty bodies without a PDF content type', () => {
    expect(isPdf(bytes('<!doctype html><p>%PDF</p>'))).toBe(false);
    expect(isPdf(new Uint8Array(0))).toBe(false);
    expect(isPdf(bytes('%PDF'))).toBe(false);
  });

  it('trusts a PDF content type with parameters and any case', () => {
    expect(isPdf(bytes('garbage'), 'Application/PDF; charset=binary')).toBe(true);
    expect(isPdf(bytes('garbage'), 'application/x-pdf')).toBe(true);
  });

  it('does not trust other content types', () => {
    expect(isPdf(bytes('garbage'), 'text/html')).toBe(false);
    expect(isPdf(bytes('%PDF-1.4'), 'application/octet-stream')).toBe(true);
  });
});
