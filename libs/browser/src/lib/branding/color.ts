// Colour math for the branding format: parse what Chromium's computed styles give (rgb()/rgba()),
// write #rrggbb, and tell neutral greys from brand colours.

export type Rgba = { r: number; g: number; b: number; a: number };

/** rgb(1, 2, 3), rgba(1, 2, 3, 0.5) and the space-separated rgb(1 2 3 / 50%) forms; undefined otherwise. */
export function parseCssColor(value: string | undefined): Rgba | undefined {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec((value ?? '').trim());
  if (!m) return undefined;
  const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
  const channel = (v: string | undefined) => Math.max(0, Math.min(255, Math.round(Number(v))));
  return { r: channel(m[1]), g: channel(m[2]), b: channel(m[3]), a: Math.max(0, Math.min(1, alpha)) };
}

export function toHex(c: Rgba): string {
  return `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Nearly invisible: transparent backgrounds are the default of every element. */
export function isTransparent(c: Rgba): boolean {
  return c.a < 0.1;
}

/** A translucent colour as it shows over `base` (alpha compositing). */
export function flatten(c: Rgba, base: Rgba): Rgba {
  const mix = (x: number, y: number) => Math.round(x * c.a + y * (1 - c.a));
  return { r: mix(c.r, base.r), g: mix(c.g, base.g), b: mix(c.b, base.b), a: 1 };
}

/** The hex of a CSS colour as seen over `base`, or undefined when it does not show. */
export function visibleHex(value: string | undefined, base: Rgba): string | undefined {
  const c = parseCssColor(value);
  if (!c || isTransparent(c)) return undefined;
  return toHex(c.a < 1 ? flatten(c, base) : c);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** Chroma (max - min channel) on 0..1: greys, black and white are near 0. */
export function chroma(c: Rgba): number {
  return (Math.max(c.r, c.g, c.b) - Math.min(c.r, c.g, c.b)) / 255;
}

/** Brand colours are chromatic; text, backgrounds and borders are usually greys. */
export function isNeutral(c: Rgba): boolean {
  return chroma(c) < 0.12;
}

/** Euclidean distance in RGB (0..441): below ~40 two colours read as the same. */
export function colorDistance(a: Rgba, b: Rgba): number {
  return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

export function hexToRgba(hex: string): Rgba {
  const n = parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
}

/**
 * Weighted votes for hex colours, best first; colours closer than `minDistance` to a better one
 * are merged into it (anti-aliasing and hover shades should not split a brand colour).
 */
export function rankColors(votes: readonly { hex: string; weight: number }[], minDistance = 40): string[] {
  const totals = new Map<string, number>();
  for (const v of votes) totals.set(v.hex, (totals.get(v.hex) ?? 0) + v.weight);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const kept: { hex: string; weight: number }[] = [];
  for (const [hex, weight] of ranked) {
    const near = kept.find((k) => colorDistance(hexToRgba(k.hex), hexToRgba(hex)) < minDistance);
    if (near) near.weight += weight;
    else kept.push({ hex, weight });
  }
  return kept.sort((a, b) => b.weight - a.weight).map((k) => k.hex);
}
