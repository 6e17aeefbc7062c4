import type { LogoCandidate } from './branding-sample';
import { brandName } from './brand-name';
import { chooseLogo } from './logo-choice';

const candidate = (over: Partial<LogoCandidate>): LogoCandidate => ({
  src: 'https://acme.test/img.png', alt: '', hints: '', x: 900, y: 900, width: 120, height: 40, inHeader: false, linksHome: false, ...over,
});

test('the header image linking home and named logo wins over a bigger hero image and social icons', () => {
  const hero = candidate({ src: 'https://acme.test/hero.jpg', width: 1200, height: 500, y: 120, x: 0 });
  const social = candidate({ src: 'https://acme.test/twitter.svg', hints: 'icon twitter', width: 24, height: 24, y: 20, x: 1700, inHeader: true });
  const logo = candidate({ src: 'https://acme.test/brand/acme.svg', hints: 'site-logo acme', alt: 'Acme logo', x: 24, y: 16, inHeader: true, linksHome: true });
  expect(chooseLogo([hero, social, logo])?.src).toBe('https://acme.test/brand/acme.svg');
});

test('position and a link home are enough without a "logo" hint', () => {
  const mark = candidate({ src: 'https://acme.test/mark.png', x: 20, y: 10, inHeader: true, linksHome: true });
  expect(chooseLogo([mark])?.src).toBe('https://acme.test/mark.png');
});

test('no plausible logo -> undefined (an image in the page body is not a logo)', () => {
  expect(chooseLogo([candidate({})])).toBeUndefined();
  expect(chooseLogo([candidate({ hints: 'logo', y: 3000, width: 8, height: 8 })])).toBeUndefined();
});

test('brand name: declared site name, else the logo alt without "logo", else the title part naming the host', () => {
  const base = { url: 'https://www.acme-rockets.test/pricing', meta: {}, title: 'Pricing | Acme Rockets' };
  expect(brandName({ ...base, meta: { siteName: 'ACME' } })).toBe('ACME');
  expect(brandName(base, 'Acme Rockets logo')).toBe('Acme Rockets');
  expect(brandName(base)).toBe('Acme Rockets');
  expect(brandName({ ...base, title: 'Acme Rockets - Rockets for everyone' })).toBe('Acme Rockets');
  expect(brandName({ ...base, title: 'A very long page title that names no site at all here' })).toBeUndefined();
});
