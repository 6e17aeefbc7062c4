import type { BrandingProfile } from '@wsa/contracts';
import type { BrandingSample, StyleSample } from './branding-sample';
import { parseFontStack, primaryFamily } from './font-stack';

type Typography = NonNullable<BrandingProfile['typography']>;
type Fonts = NonNullable<BrandingProfile['fonts']>;

/** Line height as a ratio of the font size; "normal" is about 1.2 in every browser. */
export function lineHeightRatio(lineHeight: string, fontSize: string): number | undefined {
  if (lineHeight === 'normal') return 1.2;
  const lh = parseFloat(lineHeight);
  const fs = parseFloat(fontSize);
  return lh > 0 && fs > 0 ? Math.round((lh / fs) * 100) / 100 : undefined;
}

/** The most used font size below the body's (captions, footers), else the <small> element's. */
function smallSize(s: BrandingSample, text: StyleSample): { size?: string; weight?: number } {
  const ranked = Object.entries(s.smallSizes).sort((a, b) => b[1] - a[1]);
  if (ranked[0]) return { size: `${Number(ranked[0][0])}px`, weight: s.small ? Number(s.small.fontWeight) : undefined };
  if (s.small && parseFloat(s.small.fontSize) < parseFloat(text.fontSize)) return { size: s.small.fontSize, weight: Number(s.small.fontWeight) };
  return {};
}

/** Font families by role and the type scale of the page. */
export function typographyOf(s: BrandingSample): { fonts: Fonts; typography: Typography } {
  const text = s.paragraph ?? s.body;
  const heading = s.headings.h1 ?? s.headings.h2 ?? s.headings.h3;
  const stacks = {
    body: parseFontStack(text.fontFamily),
    heading: heading ? parseFontStack(heading.fontFamily) : [],
    code: s.code ? parseFontStack(s.code.fontFamily) : [],
  };
  const family = { body: primaryFamily(stacks.body), heading: primaryFamily(stacks.heading), code: primaryFamily(stacks.code) };
  const fonts: Fonts = [];
  for (const role of ['heading', 'body', 'code'] as const) {
    const f = family[role];
    if (f && !fonts.some((x) => x.family === f)) fonts.push({ family: f, role });
  }
  const sized = { h1: s.headings.h1, h2: s.headings.h2, h3: s.headings.h3, body: text } satisfies Record<string, StyleSample | undefined>;
  const fontSizes: Record<string, string> = {};
  const fontWeights: Record<string, number> = {};
  for (const [role, st] of Object.entries(sized)) {
    if (!st) continue;
    fontSizes[role] = st.fontSize;
    fontWeights[role] = Number(st.fontWeight);
  }
  const small = smallSize(s, text);
  if (small.size) fontSizes.small = small.size;
  if (small.weight) fontWeights.small = small.weight;
  fontWeights.regular = Number(text.fontWeight);
  const boldest = Math.max(...[s.headings.h1, s.headings.h2, s.headings.h3].map((h) => Number(h?.fontWeight ?? 0)));
  if (boldest >= 500) fontWeights.bold = boldest;
  const typography: Typography = {
    fontFamilies: dropEmpty({ primary: family.body, heading: family.heading ?? family.body, code: family.code }),
    fontStacks: dropEmpty({ primary: stacks.body, heading: stacks.heading.length ? stacks.heading : undefined, body: stacks.body, code: stacks.code.length ? stacks.code : undefined }),
    fontSizes,
    lineHeights: dropEmpty({ heading: heading ? lineHeightRatio(heading.lineHeight, heading.fontSize) : undefined, body: lineHeightRatio(text.lineHeight, text.fontSize) }),
    fontWeights,
  };
  return { fonts, typography };
}

function dropEmpty<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
