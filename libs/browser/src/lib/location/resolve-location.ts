import { COUNTRY_GEO } from './country-geo.data';

export type ResolvedLocation = {
  timezone: string;
  latitude: number;
  longitude: number;
  /** Ordered language tags for Accept-Language and navigator.languages. */
  languages: string[];
};

/** Main language of the larger markets, used when the request names a country but no languages. */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  US: 'en-US', GB: 'en-GB', AU: 'en-AU', CA: 'en-CA', NZ: 'en-NZ', IE: 'en-IE', IN: 'en-IN', SG: 'en-SG', ZA: 'en-ZA',
  DE: 'de-DE', AT: 'de-AT', CH: 'de-CH', FR: 'fr-FR', BE: 'fr-BE', ES: 'es-ES', MX: 'es-MX', AR: 'es-AR', CO: 'es-CO',
  CL: 'es-CL', PE: 'es-PE', IT: 'it-IT', PT: 'pt-PT', BR: 'pt-BR', NL: 'nl-NL', SE: 'sv-SE', NO: 'nb-NO', DK: 'da-DK',
  FI: 'fi-FI', PL: 'pl-PL', CZ: 'cs-CZ', SK: 'sk-SK', HU: 'hu-HU', RO: 'ro-RO', BG: 'bg-BG', GR: 'el-GR', TR: 'tr-TR',
  RU: 'ru-RU', UA: 'uk-UA', IL: 'he-IL', SA: 'ar-SA', AE: 'ar-AE', EG: 'ar-EG', JP: 'ja-JP', KR: 'ko-KR', CN: 'zh-CN',
  TW: 'zh-TW', HK: 'zh-HK', TH: 'th-TH', VN: 'vi-VN', ID: 'id-ID', MY: 'ms-MY', PH: 'en-PH', PK: 'en-PK', NG: 'en-NG',
};

/** Country code (ISO 3166-1 alpha-2, any case) -> timezone, capital coordinates and languages; unknown codes fall back to US. */
export function resolveLocation(location: { country: string; languages?: string[] }): ResolvedLocation {
  const cc = location.country.toUpperCase();
  const [timezone, latitude, longitude] = COUNTRY_GEO[cc] ?? (COUNTRY_GEO['US'] as readonly [string, number, number]);
  const languages = location.languages?.filter((l) => l.trim() !== '') ?? [];
  if (languages.length === 0) {
    const primary = COUNTRY_LANGUAGE[cc] ?? 'en-US';
    languages.push(primary);
    const base = primary.split('-')[0] as string;
    if (base !== primary) languages.push(base);
  }
  return { timezone, latitude, longitude, languages };
}
