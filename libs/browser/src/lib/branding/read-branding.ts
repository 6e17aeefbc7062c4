import type { Page } from 'puppeteer-core';
import type { BrandingProfile } from '@wsa/contracts';
import { brandingProbeInPage } from './branding-probe';
import { brandingProfile } from './branding-profile';

/** The `branding` format of the page as rendered now: the probe reads computed styles, pure code decides. */
export async function readBranding(page: Page): Promise<BrandingProfile> {
  const sample = await page.evaluate(brandingProbeInPage);
  return brandingProfile(sample);
}
