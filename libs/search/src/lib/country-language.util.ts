// Main search language per country (ISO 3166-1 alpha-2 -> BCP 47 tag SearXNG accepts, `^[a-z]{2,3}(-[A-Z]{2})?$`).
const COUNTRY_LANGUAGE: Record<string, string> = {
  us: 'en-US', gb: 'en-GB', uk: 'en-GB', ie: 'en-IE', ca: 'en-CA', au: 'en-AU', nz: 'en-NZ', in: 'en-IN', za: 'en-ZA',
  sg: 'en-SG', ph: 'en-PH', de: 'de-DE', at: 'de-AT', ch: 'de-CH', fr: 'fr-FR', be: 'nl-BE', nl: 'nl-NL', es: 'es-ES',
  mx: 'es-MX', ar: 'es-AR', cl: 'es-CL', co: 'es-CO', pe: 'es-PE', it: 'it-IT', pt: 'pt-PT', br: 'pt-BR', se: 'sv-SE',
  no: 'nb-NO', dk: 'da-DK', fi: 'fi-FI', pl: 'pl-PL', cz: 'cs-CZ', sk: 'sk-SK', hu: 'hu-HU', ro: 'ro-RO', gr: 'el-GR',
  tr: 'tr-TR', ru: 'ru-RU', ua: 'uk-UA', il: 'he-IL', sa: 'ar-SA', ae: 'ar-AE', eg: 'ar-EG', jp: 'ja-JP', kr: 'ko-KR',
  cn: 'zh-CN', tw: 'zh-TW', hk: 'zh-HK', id: 'id-ID', my: 'ms-MY', th: 'th-TH', vn: 'vi-VN',
};

// Country names as they appear at the end of a place name ("Berlin, Germany").
const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'us', usa: 'us', 'united states of america': 'us', 'united kingdom': 'gb', england: 'gb',
  scotland: 'gb', wales: 'gb', ireland: 'ie', canada: 'ca', australia: 'au', 'new zealand': 'nz', india: 'in',
  'south africa': 'za', singapore: 'sg', philippines: 'ph', germany: 'de', austria: 'at', switzerland: 'ch',
  france: 'fr', belgium: 'be', netherlands: 'nl', spain: 'es', mexico: 'mx', argentina: 'ar', chile: 'cl',
  colombia: 'co', peru: 'pe', italy: 'it', portugal: 'pt', brazil: 'br', sweden: 'se', norway: 'no', denmark: 'dk',
  finland: 'fi', poland: 'pl', 'czech republic': 'cz', czechia: 'cz', slovakia: 'sk', hungary: 'hu', romania: 'ro',
  greece: 'gr', turkey: 'tr', 'türkiye': 'tr', russia: 'ru', ukraine: 'ua', israel: 'il', 'saudi arabia': 'sa',
  'united arab emirates': 'ae', egypt: 'eg', japan: 'jp', 'south korea': 'kr', korea: 'kr', china: 'cn', taiwan: 'tw',
  'hong kong': 'hk', indonesia: 'id', malaysia: 'my', thailand: 'th', vietnam: 'vn', 'viet nam': 'vn',
};

export function languageForCountry(country: string | undefined): string | undefined {
  return country ? COUNTRY_LANGUAGE[country.trim().toLowerCase()] : undefined;
}

/** Finds the country in a place name by its last comma part that names one ("Austin, Texas, United States"). */
export function countryOfLocation(location: string | undefined): string | undefined {
  const parts = (location ?? '').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
  for (const part of parts.reverse()) {
    // Two-letter parts are not taken as country codes: "Chicago, IL" is Illinois, not Israel.
    if (COUNTRY_NAMES[part]) return COUNTRY_NAMES[part];
  }
  return undefined;
}

/** Location wins when it names a known country (it is the more specific wish); else the country code. */
export function resolveLanguage(location: string | undefined, country: string | undefined): string | undefined {
  return languageForCountry(countryOfLocation(location)) ?? languageForCountry(country);
}

/**
 * The country a search is for (lower-case ISO 3166-1 alpha-2): the one its location names, else
 * the `country` code. Undefined when neither says.
 */
export function resolveCountry(location: string | undefined, country: string | undefined): string | undefined {
  return countryOfLocation(location) ?? (country?.trim() ? country.trim().toLowerCase() : undefined);
}
