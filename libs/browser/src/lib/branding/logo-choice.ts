import type { LogoCandidate } from './branding-sample';

// The logo is the image a visitor reads as the site's mark: near the top left, in the header,
// linking home, named "logo". Social, menu and cart icons share those places and are pushed down.

const NOT_A_LOGO = /facebook|twitter|instagram|linkedin|youtube|tiktok|pinterest|github|search|hamburger|menu-?icon|close|cart|basket|avatar|user|flag|arrow|chevron|caret|spinner|loader/;

/** How much a candidate looks like the site's logo; positive is plausible. */
export function logoScore(c: LogoCandidate, brandName?: string): number {
  let score = 0;
  if (/logo/.test(c.hints)) score += 4;
  else if (/brand/.test(c.hints)) score += 2;
  if (c.linksHome) score += 3;
  if (c.inHeader) score += 2;
  score += c.y < 200 ? 2 : c.y < 600 ? 0 : -3;
  if (c.x < 600) score += 1;
  if (brandName && c.alt && c.alt.toLowerCase().includes(brandName.toLowerCase())) score += 1;
  if (c.width < 16 || c.height < 12) score -= 3;
  if (c.width > 600 || c.height > 300) score -= 3;
  if (NOT_A_LOGO.test(c.hints) && !/logo/.test(c.hints)) score -= 4;
  return score;
}

/** The best candidate's source when one scores at least 4 (two independent hints), else null. */
export function chooseLogo(candidates: readonly LogoCandidate[], brandName?: string): LogoCandidate | undefined {
  let best: { c: LogoCandidate; score: number } | undefined;
  for (const c of candidates) {
    const score = logoScore(c, brandName);
    if (score >= 4 && (!best || score > best.score)) best = { c, score };
  }
  return best?.c;
}
