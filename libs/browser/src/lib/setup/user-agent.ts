import type { Protocol } from 'puppeteer-core';

export type UserAgentOverride = Protocol.Network.SetUserAgentOverrideRequest;

/**
 * A regular Chrome identity for this browser version: headless Chromium announces "HeadlessChrome" in the
 * UA string and in client hints, which many sites block outright. Uses Chrome's reduced UA format.
 */
export function buildUserAgent(browserVersion: string, mobile: boolean, acceptLanguage?: string, custom?: string): UserAgentOverride {
  const major = browserVersion.split('.')[0] || '130';
  const userAgent =
    custom ??
    (mobile
      ? `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`
      : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`);
  const brands = [
    { brand: 'Chromium', version: major },
    { brand: 'Google Chrome', version: major },
    { brand: 'Not.A/Brand', version: '99' },
  ];
  const override: UserAgentOverride = {
    userAgent,
    platform: mobile ? 'Linux armv81' : 'Linux x86_64',
    userAgentMetadata: {
      brands,
      fullVersionList: brands.map((b) => ({ ...b, version: b.brand === 'Not.A/Brand' ? '99.0.0.0' : browserVersion })),
      fullVersion: browserVersion,
      platform: mobile ? 'Android' : 'Linux',
      platformVersion: mobile ? '10.0.0' : '',
      architecture: mobile ? '' : 'x86',
      model: mobile ? 'K' : '',
      mobile,
    },
  };
  if (acceptLanguage) override.acceptLanguage = acceptLanguage;
  return override;
}
