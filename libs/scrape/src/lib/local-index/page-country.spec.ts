import { pageCountry, regionOfLocale, selfHreflang } from './page-country';

describe('regionOfLocale', () => {
  it('reads the region subtag of a BCP 47 tag or an og:locale, lower-cased', () => {
    expect(regionOfLocale('de-AT')).toBe('at');
    expect(regionOfLocale('en_GB')).toBe('gb');
    expect(regionOfLocale('zh-Hant-TW')).toBe('tw');
    expect(regionOfLocale('en-UK')).toBe('gb');
  });
  it('has none for a bare language, a numeric region or x-default', () => {
    expect(regionOfLocale('en')).toBeNull();
    expect(regionOfLocale('es-419')).toBeNull();
    expect(regionOfLocale('x-default')).toBeNull();
    expect(regionOfLocale(undefined)).toBeNull();
    expect(regionOfLocale('')).toBeNull();
  });
});

describe('selfHreflang', () => {
  const html = `<head>
    <link rel="alternate" hreflang="en-US" href="https://shop.example.com/en-us/">
    <link href="https://shop.example.com/de-at/" hreflang="de-AT" rel="alternate" />
    <link rel="alternate" hreflang="x-default" href="https://shop.example.com/">
  </head>`;
  it('is the hreflang of the alternate link that points at the page itself', () => {
    expect(selfHreflang(html, 'https://shop.example.com/de-at/')).toBe('de-AT');
    expect(selfHreflang(html, 'https://shop.example.com/en-us/#top')).toBe('en-US');
  });
  it('is undefined when no alternate names the page (a link to another version says nothing about this one)', () => {
    expect(selfHreflang(html, 'https://shop.example.com/fr-fr/')).toBeUndefined();
    expect(selfHreflang('<p>no links</p>', 'https://a.example/')).toBeUndefined();
  });
});

describe('pageCountry', () => {
  it("takes the page's own hreflang first: it is declared for this very URL", () => {
    expect(pageCountry({ url: 'https://shop.example.de/en-us/', hreflang: 'en-US', ogLocale: 'de_DE', language: 'de-DE' })).toBe('us');
  });
  it('then a country-code TLD (second-level registrations too)', () => {
    expect(pageCountry({ url: 'https://www.example.de/reise' })).toBe('de');
    expect(pageCountry({ url: 'https://news.example.co.uk/a' })).toBe('gb');
    expect(pageCountry({ url: 'https://example.com.au/' })).toBe('au');
    // a template default (en_US on a .de site) does not override where the site is registered
    expect(pageCountry({ url: 'https://blog.example.de/', ogLocale: 'en_US', language: 'en-US' })).toBe('de');
  });
  it('then og:locale, then the page language (html lang / content-language) when they carry a region', () => {
    expect(pageCountry({ url: 'https://example.com/', ogLocale: 'fr_CA', language: 'fr-FR' })).toBe('ca');
    expect(pageCountry({ url: 'https://example.com/', language: 'pt-BR' })).toBe('br');
  });
  it('ignores country-code TLDs used worldwide as generic ones', () => {
    for (const tld of ['io', 'co', 'tv', 'me', 'ai', 'fm', 'ly', 'gg', 'eu']) expect(pageCountry({ url: `https://example.${tld}/` })).toBeNull();
    expect(pageCountry({ url: 'https://example.io/', language: 'en-GB' })).toBe('gb');
  });
  it('is null when nothing says (generic TLD, language without a region, an IP address)', () => {
    expect(pageCountry({ url: 'https://example.com/', language: 'en' })).toBeNull();
    expect(pageCountry({ url: 'https://example.org/' })).toBeNull();
    expect(pageCountry({ url: 'http://127.0.0.1:8080/' })).toBeNull();
    expect(pageCountry({ url: 'not a url' })).toBeNull();
  });
});
