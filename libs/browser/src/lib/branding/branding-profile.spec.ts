import { BrandingProfileSchema } from '@wsa/contracts';
import type { BrandingSample, StyleSample } from './branding-sample';
import { brandingProfile } from './branding-profile';

const style = (over: Partial<StyleSample>): StyleSample => ({
  color: 'rgb(17, 24, 39)', background: 'rgba(0, 0, 0, 0)', borderColor: 'rgb(17, 24, 39)', borderWidth: 0, borderRadius: '0px',
  padding: '0px', fontFamily: 'Inter, sans-serif', fontSize: '16px', fontWeight: '400', lineHeight: '24px', area: 0, ...over,
});
const ORANGE = 'rgb(255, 90, 31)';
const BLUE = 'rgb(29, 78, 216)';

function sample(over: Partial<BrandingSample> = {}): BrandingSample {
  return {
    url: 'https://acme.test/', title: 'Acme Rockets', meta: { ogImage: 'https://acme.test/og.png' },
    icons: [{ href: 'https://acme.test/apple.png', rel: 'apple-touch-icon', sizes: '180x180' }, { href: 'https://acme.test/favicon.svg', rel: 'icon', sizes: '' }],
    body: { ...style({ background: 'rgb(255, 255, 255)' }), htmlBackground: 'rgba(0, 0, 0, 0)' },
    paragraph: style({ lineHeight: '26px' }),
    headings: {
      h1: style({ fontFamily: '"Playfair Display", Georgia, serif', fontSize: '48px', fontWeight: '800', lineHeight: '57.6px' }),
      h2: style({ fontFamily: '"Playfair Display", Georgia, serif', fontSize: '32px', fontWeight: '700' }),
    },
    code: style({ fontFamily: '"JetBrains Mono", monospace', fontSize: '14px' }),
    textColors: { 'rgb(17, 24, 39)': 2000, 'rgb(107, 114, 128)': 400 },
    linkColors: { [BLUE]: 6 },
    smallSizes: { '13': 300, '12': 40 },
    buttons: [
      style({ background: ORANGE, color: 'rgb(255, 255, 255)', borderRadius: '6px', padding: '12px 24px', area: 5000 }),
      style({ background: ORANGE, color: 'rgb(255, 255, 255)', borderRadius: '6px', padding: '12px 24px', area: 5000 }),
      style({ color: ORANGE, borderColor: ORANGE, borderWidth: 2, borderRadius: '6px', padding: '10px 22px', area: 4000 }),
    ],
    inputs: [{ ...style({ background: 'rgb(255, 255, 255)', borderColor: 'rgb(209, 213, 219)', borderWidth: 1, borderRadius: '6px', padding: '8px 12px' }), focusBorderColor: BLUE }],
    headerBackgrounds: ['rgba(0, 0, 0, 0)'],
    spacings: [8, 16, 24, 32, 16, 8, 12],
    logos: [
      { src: 'https://acme.test/hero.jpg', alt: '', hints: 'hero', x: 0, y: 300, width: 1200, height: 500, inHeader: false, linksHome: false },
      { src: 'https://acme.test/logo.svg', alt: 'Acme Rockets logo', hints: 'logo', x: 24, y: 16, width: 140, height: 40, inHeader: true, linksHome: true },
    ],
    ...over,
  };
}

test('a light page: roles, fonts, type scale, spacing, components and images', () => {
  const p = brandingProfile(sample());
  expect(BrandingProfileSchema.parse(p)).toEqual(p);
  expect(p).toMatchObject({
    colorScheme: 'light',
    brandName: 'Acme Rockets',
    logo: 'https://acme.test/logo.svg',
    colors: { primary: '#ff5a1f', secondary: '#1d4ed8', background: '#ffffff', textPrimary: '#111827', textSecondary: '#6b7280', link: '#1d4ed8' },
    fonts: [{ family: 'Playfair Display', role: 'heading' }, { family: 'Inter', role: 'body' }, { family: 'JetBrains Mono', role: 'code' }],
    typography: {
      fontFamilies: { primary: 'Inter', heading: 'Playfair Display', code: 'JetBrains Mono' },
      fontStacks: { heading: ['Playfair Display', 'Georgia', 'serif'], body: ['Inter', 'sans-serif'] },
      fontSizes: { h1: '48px', h2: '32px', body: '16px', small: '13px' },
      lineHeights: { heading: 1.2, body: 1.63 },
      fontWeights: { h1: 800, h2: 700, body: 400, regular: 400, bold: 800 },
    },
    spacing: { baseUnit: 8, borderRadius: '6px' },
    components: {
      buttonPrimary: { background: '#ff5a1f', textColor: '#ffffff', borderRadius: '6px', padding: '12px 24px' },
      buttonSecondary: { textColor: '#ff5a1f', borderColor: '#ff5a1f', borderRadius: '6px' },
      input: { background: '#ffffff', borderColor: '#d1d5db', focusBorderColor: '#1d4ed8', borderRadius: '6px' },
    },
    images: { logo: 'https://acme.test/logo.svg', favicon: 'https://acme.test/favicon.svg', ogImage: 'https://acme.test/og.png' },
  });
  expect(p.components!.buttonSecondary!.background).toBeUndefined();
});

test('a dark page with no buttons or logo: dark scheme, links give the brand colour, logo null', () => {
  const p = brandingProfile(sample({
    body: { ...style({ background: 'rgb(15, 23, 42)', color: 'rgb(226, 232, 240)' }), htmlBackground: 'rgba(0, 0, 0, 0)' },
    textColors: { 'rgb(226, 232, 240)': 900 },
    linkColors: { 'rgb(56, 189, 248)': 3 },
    buttons: [], inputs: [], logos: [], icons: [], meta: {},
  }));
  expect(p).toMatchObject({ colorScheme: 'dark', colors: { background: '#0f172a', textPrimary: '#e2e8f0', primary: '#38bdf8', link: '#38bdf8' }, logo: null });
  expect(p.images).toEqual({ logo: null, favicon: null, ogImage: null });
  expect(p.components).toEqual({});
});

test('a transparent body takes the <html> background', () => {
  const p = brandingProfile(sample({ body: { ...style({}), htmlBackground: 'rgb(250, 250, 249)' } }));
  expect(p.colors!.background).toBe('#fafaf9');
});
