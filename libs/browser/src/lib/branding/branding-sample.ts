// What the in-page probe (branding-probe.ts) reads from the rendered page: computed styles and a
// few document facts, raw. Every choice (roles, hex, logo) is made from this by pure code.

/** Computed style of one element, colours as Chromium serialises them (rgb()/rgba()). */
export type StyleSample = {
  color: string;
  background: string;
  borderColor: string;
  /** top border width in px; 0 means the border colour is not drawn */
  borderWidth: number;
  borderRadius: string;
  padding: string;
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
  /** rendered width x height in CSS px */
  area: number;
};

/** A possible logo: an <img>, an inline <svg> or an element with a background image. */
export type LogoCandidate = {
  /** absolute URL, or a data: URL for an inline SVG; empty when nothing usable */
  src: string;
  alt: string;
  /** id, class names, file name and alt of the element and its link, lower-cased: where "logo" hints live */
  hints: string;
  x: number;
  y: number;
  width: number;
  height: number;
  inHeader: boolean;
  /** inside a link to the site's home page */
  linksHome: boolean;
};

export type BrandingSample = {
  url: string;
  title: string;
  meta: { siteName?: string; applicationName?: string; ogImage?: string; twitterImage?: string };
  /** <link rel~=icon> entries, hrefs absolute */
  icons: { href: string; rel: string; sizes: string }[];
  /** body, with the background of <html> when the body's is transparent */
  body: StyleSample & { htmlBackground: string };
  /** the first visible paragraph of the main content: body text often differs from <body>'s own style */
  paragraph?: StyleSample;
  headings: { h1?: StyleSample; h2?: StyleSample; h3?: StyleSample };
  small?: StyleSample;
  code?: StyleSample;
  /** characters of visible text per computed colour (links and buttons excluded) */
  textColors: Record<string, number>;
  /** visible text links (not styled as buttons) per computed colour */
  linkColors: Record<string, number>;
  /** font sizes (px) of visible text smaller than the body's, with their character counts */
  smallSizes: Record<string, number>;
  buttons: StyleSample[];
  inputs: (StyleSample & { focusBorderColor?: string })[];
  /** header / nav bar backgrounds (chromatic ones count towards the palette) */
  headerBackgrounds: string[];
  /** padding and margin values (px) of sampled layout elements */
  spacings: number[];
  logos: LogoCandidate[];
};
