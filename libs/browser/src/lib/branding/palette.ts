import type { BrandingProfile, ButtonStyle } from '@wsa/contracts';
import type { BrandingSample, StyleSample } from './branding-sample';
import { colorDistance, hexToRgba, isNeutral, luminance, parseCssColor, rankColors, visibleHex, type Rgba } from './color';

type Colors = NonNullable<BrandingProfile['colors']>;
type Vote = { hex: string; weight: number };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The page background as painted: body, else <html>, else the browser's white. */
export function pageBackground(s: BrandingSample): string {
  return visibleHex(s.body.background, WHITE) ?? visibleHex(s.body.htmlBackground, WHITE) ?? '#ffffff';
}

export function colorScheme(background: string): 'light' | 'dark' {
  return luminance(hexToRgba(background)) < 0.2 ? 'dark' : 'light';
}

/** A button's drawn style over the page background; borders only when they are drawn. */
export function buttonStyle(b: StyleSample, base: Rgba): ButtonStyle {
  const out: ButtonStyle = {};
  const background = visibleHex(b.background, base);
  const textColor = visibleHex(b.color, base);
  const borderColor = b.borderWidth > 0 ? visibleHex(b.borderColor, base) : undefined;
  if (background) out.background = background;
  if (textColor) out.textColor = textColor;
  if (borderColor) out.borderColor = borderColor;
  out.borderRadius = b.borderRadius;
  out.padding = b.padding;
  return out;
}

type ButtonGroup = { style: ButtonStyle; count: number; area: number; filled: boolean; chromatic: boolean };

/**
 * Buttons grouped by look. Primary: the most used filled button whose fill is a brand colour
 * (then any fill that stands out from the page); secondary: the most used other look.
 */
export function pickButtons(buttons: readonly StyleSample[], background: string): { primary?: ButtonStyle; secondary?: ButtonStyle } {
  const base = hexToRgba(background);
  const groups = new Map<string, ButtonGroup>();
  for (const b of buttons) {
    const style = buttonStyle(b, base);
    const key = `${style.background}|${style.textColor}|${style.borderColor}`;
    const fill = style.background ? hexToRgba(style.background) : undefined;
    const filled = fill !== undefined && colorDistance(fill, base) > 30;
    const g = groups.get(key) ?? { style, count: 0, area: 0, filled, chromatic: filled && !isNeutral(fill!) };
    g.count += 1;
    g.area += b.area;
    groups.set(key, g);
  }
  const ranked = [...groups.values()].sort((a, b) => b.count - a.count || b.area - a.area);
  const primary = ranked.find((g) => g.chromatic) ?? ranked.find((g) => g.filled);
  const secondary = ranked.find((g) => g !== primary);
  return { primary: primary?.style, secondary: secondary?.style };
}

/** Chromatic colours used where brands put them: button fills, links, header bars, headings. */
function brandVotes(s: BrandingSample, base: Rgba, primaryButton: ButtonStyle | undefined): Vote[] {
  const votes: Vote[] = [];
  const vote = (css: string | undefined, weight: number) => {
    const hex = visibleHex(css, base);
    if (hex && !isNeutral(hexToRgba(hex))) votes.push({ hex, weight });
  };
  for (const b of s.buttons) {
    vote(b.background, 3);
    if (b.borderWidth > 0) vote(b.borderColor, 1);
  }
  if (primaryButton?.background) votes.push({ hex: primaryButton.background, weight: 2 });
  for (const [color, n] of Object.entries(s.linkColors)) vote(color, Math.min(n, 5));
  for (const bg of s.headerBackgrounds) vote(bg, 3);
  for (const h of [s.headings.h1, s.headings.h2, s.headings.h3]) vote(h?.color, 2);
  for (const [color, chars] of Object.entries(s.textColors)) vote(color, Math.min(chars / 100, 3));
  return votes;
}

/** Colour roles of the page, every one a #rrggbb. */
export function paletteOf(s: BrandingSample, background: string, primaryButton: ButtonStyle | undefined): Colors {
  const base = hexToRgba(background);
  const colors: Colors = { background };
  const brand = rankColors(brandVotes(s, base, primaryButton));
  if (brand[0]) colors.primary = brand[0];
  if (brand[1]) colors.secondary = brand[1];
  if (brand[2]) colors.accent = brand[2];
  const text = rankColors(countVotes(s.textColors, base)).filter((hex) => colorDistance(hexToRgba(hex), base) > 30);
  colors.textPrimary = text[0] ?? visibleHex(s.body.color, base);
  if (text[1]) colors.textSecondary = text[1];
  const link = rankColors(countVotes(s.linkColors, base))[0];
  if (link) colors.link = link;
  return Object.fromEntries(Object.entries(colors).filter(([, v]) => v !== undefined)) as Colors;
}

function countVotes(counts: Record<string, number>, base: Rgba): Vote[] {
  const votes: Vote[] = [];
  for (const [color, n] of Object.entries(counts)) {
    const hex = parseCssColor(color) ? visibleHex(color, base) : undefined;
    if (hex) votes.push({ hex, weight: n });
  }
  return votes;
}
