import type { BrandingProfile } from '@wsa/contracts';
import type { BrandingSample } from './branding-sample';
import { brandName } from './brand-name';
import { hexToRgba, visibleHex } from './color';
import { chooseLogo } from './logo-choice';
import { colorScheme, pageBackground, paletteOf, pickButtons } from './palette';
import { baseUnit, commonRadius } from './spacing';
import { typographyOf } from './typography';

/** The `branding` format from what the probe read off the rendered page. Pure. */
export function brandingProfile(s: BrandingSample): BrandingProfile {
  const background = pageBackground(s);
  const buttons = pickButtons(s.buttons, background);
  const { fonts, typography } = typographyOf(s);
  const declaredName = s.meta.siteName ?? s.meta.applicationName;
  const logo = chooseLogo(s.logos, declaredName);
  const profile: BrandingProfile = {
    colorScheme: colorScheme(background),
    colors: paletteOf(s, background, buttons.primary),
    fonts,
    typography,
    spacing: spacingOf(s),
    components: {},
    images: { logo: logo?.src ?? null, favicon: favicon(s), ogImage: s.meta.ogImage ?? s.meta.twitterImage ?? null },
    logo: logo?.src ?? null,
  };
  const name = brandName(s, logo?.alt);
  if (name) profile.brandName = name;
  if (buttons.primary) profile.components!.buttonPrimary = buttons.primary;
  if (buttons.secondary) profile.components!.buttonSecondary = buttons.secondary;
  const input = inputStyle(s, background);
  if (input) profile.components!.input = input;
  return profile;
}

function spacingOf(s: BrandingSample): NonNullable<BrandingProfile['spacing']> {
  const spacing: NonNullable<BrandingProfile['spacing']> = {};
  const unit = baseUnit(s.spacings);
  if (unit !== undefined) spacing.baseUnit = unit;
  const radius = commonRadius([...s.buttons, ...s.inputs].map((b) => b.borderRadius));
  if (radius !== undefined) spacing.borderRadius = radius;
  return spacing;
}

function inputStyle(s: BrandingSample, background: string): NonNullable<BrandingProfile['components']>['input'] {
  const i = s.inputs[0];
  if (!i) return undefined;
  const base = hexToRgba(background);
  const out: NonNullable<NonNullable<BrandingProfile['components']>['input']> = { borderRadius: i.borderRadius, padding: i.padding };
  const set = (key: 'background' | 'textColor' | 'borderColor' | 'focusBorderColor', css: string | undefined) => {
    const hex = visibleHex(css, base);
    if (hex) out[key] = hex;
  };
  set('background', i.background);
  set('textColor', i.color);
  if (i.borderWidth > 0) {
    set('borderColor', i.borderColor);
    set('focusBorderColor', i.focusBorderColor);
  }
  return out;
}

/** A declared icon: a plain `icon` first (the one browsers show in tabs), then the others. */
function favicon(s: BrandingSample): string | null {
  const plain = s.icons.find((i) => /(^|\s)icon(\s|$)/.test(i.rel));
  return (plain ?? s.icons[0])?.href ?? null;
}
