import { BrandingProfileSchema } from '@wsa/contracts';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60000);
afterAll(() => h.close(), 30000);

const fresh = { maxAge: 0, storeInCache: false };

test('branding: the rendered fixture page gives its known colours, fonts, components and logo', async () => {
  const result = expectOk(await h.scrape({ url: `${h.site.url}/brand`, formats: ['branding'], ...fresh }));
  const b = BrandingProfileSchema.parse(result.document.branding);
  const origin = h.site.url;
  expect(b).toMatchObject({
    colorScheme: 'light',
    brandName: 'Acme Rockets',
    logo: `${origin}/brand/logo.svg`,
    colors: { primary: '#ff5a1f', background: '#ffffff', textPrimary: '#111827', textSecondary: '#6b7280', link: '#1d4ed8' },
    fonts: [{ family: 'Playfair Display', role: 'heading' }, { family: 'Inter', role: 'body' }, { family: 'JetBrains Mono', role: 'code' }],
    typography: {
      fontFamilies: { primary: 'Inter', heading: 'Playfair Display', code: 'JetBrains Mono' },
      fontSizes: { h1: '48px', h2: '32px', h3: '24px', body: '16px', small: '13px' },
      fontWeights: { h1: 800, h2: 700, h3: 600, body: 400, regular: 400, bold: 800 },
      lineHeights: { body: 1.5, heading: 1.17 },
    },
    spacing: { baseUnit: 8, borderRadius: '8px' },
    components: {
      buttonPrimary: { background: '#ff5a1f', textColor: '#ffffff', borderRadius: '8px', padding: '12px 24px' },
      buttonSecondary: { textColor: '#ff5a1f', borderColor: '#ff5a1f', borderRadius: '8px' },
      input: { borderColor: '#d1d5db', focusBorderColor: '#1d4ed8', borderRadius: '8px', padding: '8px 12px' },
    },
    images: { logo: `${origin}/brand/logo.svg`, favicon: `${origin}/brand/favicon.svg`, ogImage: `${origin}/brand/og.png` },
  });
  expect(result.document.markdown).toBeUndefined();
});

test('branding with markdown: both come from the one Chromium render', async () => {
  const before = h.site.hits('/brand');
  const doc = expectOk(await h.scrape({ url: `${h.site.url}/brand`, formats: ['markdown', 'branding'], ...fresh })).document;
  expect(h.site.hits('/brand')).toBe(before + 1);
  expect(doc.markdown).toContain('Rockets for everyone');
  expect(doc.branding?.colors?.primary).toBe('#ff5a1f');
});
