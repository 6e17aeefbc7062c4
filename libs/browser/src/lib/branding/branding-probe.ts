import type { BrandingSample, LogoCandidate, StyleSample } from './branding-sample';

/**
 * Runs in the page (page.evaluate serialises it, so it references nothing outside itself): reads
 * computed styles of the elements that carry a brand (body, headings, buttons, links, inputs,
 * header) and the logo candidates. Bounded: at most a few thousand nodes are looked at.
 */
export function brandingProbeInPage(): BrandingSample {
  const MAX_TEXT_NODES = 4000;
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  // Colours declared in other spaces (oklch(), color(display-p3 ...)) come back in those spaces:
  // draw one pixel to get sRGB bytes.
  const toRgb = (c: string): string => {
    if (c.startsWith('rgb') || !canvas) return c;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = c;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return `rgba(${r}, ${g}, ${b}, ${Math.round(((a ?? 255) / 255) * 100) / 100})`;
  };
  const visible = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.05;
  };
  const style = (el: Element): StyleSample => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      color: toRgb(s.color), background: toRgb(s.backgroundColor), borderColor: toRgb(s.borderTopColor),
      borderWidth: parseFloat(s.borderTopWidth) || 0, borderRadius: s.borderTopLeftRadius, padding: s.padding,
      fontFamily: s.fontFamily, fontSize: s.fontSize, fontWeight: s.fontWeight, lineHeight: s.lineHeight, area: Math.round(r.width * r.height),
    };
  };
  const first = (selector: string): Element | undefined => Array.from(document.querySelectorAll(selector)).find(visible);
  const abs = (u: string | null | undefined): string => {
    try {
      return u ? new URL(u, document.baseURI).href : '';
    } catch {
      return '';
    }
  };
  const meta = (sel: string): string | undefined => document.querySelector(sel)?.getAttribute('content')?.trim() || undefined;
  const add = (m: Record<string, number>, k: string, n: number) => { m[k] = (m[k] ?? 0) + n; };

  const BUTTONS = 'button, input[type=submit], input[type=button], [role=button], a[class*=btn], a[class*=button], a[class*=cta]';
  const buttons = Array.from(document.querySelectorAll(BUTTONS)).filter(visible).slice(0, 60);
  const buttonSet = new Set<Element>(buttons);

  const bodyStyle = style(document.body);
  const bodySize = parseFloat(bodyStyle.fontSize) || 16;
  const textColors: Record<string, number> = {};
  const smallSizes: Record<string, number> = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Map<Element, boolean>();
  for (let n = walker.nextNode(), i = 0; n && i < MAX_TEXT_NODES; n = walker.nextNode(), i++) {
    const parent = n.parentElement;
    const chars = (n.textContent ?? '').trim().length;
    if (!parent || chars === 0 || parent.closest('a, script, style, noscript, template') || parent.closest(BUTTONS)) continue;
    if (!seen.has(parent)) seen.set(parent, visible(parent));
    if (!seen.get(parent)) continue;
    const s = getComputedStyle(parent);
    add(textColors, toRgb(s.color), chars);
    const size = parseFloat(s.fontSize);
    if (size < bodySize - 0.5) add(smallSizes, String(size), chars);
  }

  const linkColors: Record<string, number> = {};
  for (const a of Array.from(document.querySelectorAll('a[href]')).slice(0, 400)) {
    if (buttonSet.has(a) || !(a.textContent ?? '').trim() || !visible(a)) continue;
    add(linkColors, toRgb(getComputedStyle(a).color), 1);
  }

  const inputs = Array.from(document.querySelectorAll('input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]):not([type=radio]), textarea, select'))
    .filter(visible).slice(0, 5)
    .map((el) => {
      const sample: StyleSample & { focusBorderColor?: string } = style(el);
      if (el instanceof HTMLElement) {
        el.focus({ preventScroll: true });
        if (document.activeElement === el) sample.focusBorderColor = toRgb(getComputedStyle(el).borderTopColor);
        el.blur();
      }
      return sample;
    });

  const header = Array.from(document.querySelectorAll('header, nav, [role=banner], [class*=header], [id*=header], [class*=navbar]')).filter(visible).slice(0, 10);
  const spacings: number[] = [];
  for (const el of [...buttons, ...header, ...Array.from(document.querySelectorAll('main, section, article, p, li, .card, [class*=card]')).slice(0, 150)]) {
    const s = getComputedStyle(el);
    for (const v of [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft, s.marginTop, s.marginBottom]) {
      const px = parseFloat(v);
      if (px > 0 && px < 200) spacings.push(px);
    }
  }

  // home: the site root, an index file, /home or a locale root (/en, /de-ch/)
  const linksHome = (el: Element): boolean => {
    const a = el.closest('a[href]');
    if (!a) return false;
    try {
      const u = new URL(a.getAttribute('href') ?? '', document.baseURI);
      return u.origin === location.origin && /^\/(?:index\.\w+|home|[a-z]{2}(?:-[a-z]{2})?\/?)?$/i.test(u.pathname);
    } catch {
      return false;
    }
  };
  const logos: LogoCandidate[] = [];
  const LOGO_SELECTOR = 'img, svg, [class*=logo], [id*=logo]';
  for (const el of Array.from(document.querySelectorAll(LOGO_SELECTOR)).slice(0, 300)) {
    if (logos.length >= 40 || (el.tagName.toLowerCase() === 'svg' && el.parentElement?.closest('svg')) || !visible(el)) continue;
    const r = el.getBoundingClientRect();
    const tag = el.tagName.toLowerCase();
    let src = '';
    if (tag === 'img') src = abs((el as HTMLImageElement).currentSrc || el.getAttribute('src'));
    else if (tag === 'svg') {
      const xml = new XMLSerializer().serializeToString(el);
      if (xml.length < 20000) src = `data:image/svg+xml;utf8,${encodeURIComponent(xml)}`;
    } else {
      const bg = /url\(["']?([^"')]+)["']?\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
      src = abs(bg);
    }
    if (!src) continue;
    const link = el.closest('a');
    const hints = [el.id, el.getAttribute('class'), tag === 'img' ? el.getAttribute('src') : '', el.getAttribute('alt'), el.getAttribute('aria-label'), link?.id, link?.getAttribute('class'), link?.getAttribute('aria-label'), el.parentElement?.getAttribute('class')]
      .filter(Boolean).join(' ').toLowerCase();
    logos.push({
      src, alt: (el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '').trim(), hints,
      x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height),
      inHeader: !!el.closest('header, nav, [role=banner], [class*=header], [id*=header], [class*=navbar]'), linksHome: linksHome(el),
    });
  }

  const h = (sel: string) => { const el = first(sel); return el ? style(el) : undefined; };
  const smallEl = first('small, .small, figcaption, footer p');
  const codeEl = first('code, pre, kbd, samp');
  return {
    url: location.href,
    title: document.title,
    meta: {
      siteName: meta('meta[property="og:site_name"]'), applicationName: meta('meta[name="application-name"]'),
      ogImage: abs(meta('meta[property="og:image"]')) || undefined, twitterImage: abs(meta('meta[name="twitter:image"]')) || undefined,
    },
    icons: Array.from(document.querySelectorAll('link[rel~="icon" i], link[rel="apple-touch-icon" i], link[rel="shortcut icon" i]'))
      .map((l) => ({ href: abs(l.getAttribute('href')), rel: (l.getAttribute('rel') ?? '').toLowerCase(), sizes: l.getAttribute('sizes') ?? '' }))
      .filter((l) => l.href),
    body: { ...bodyStyle, htmlBackground: toRgb(getComputedStyle(document.documentElement).backgroundColor) },
    paragraph: h('main p, article p, [role=main] p') ?? h('p'),
    headings: { h1: h('h1'), h2: h('h2'), h3: h('h3') },
    small: smallEl ? style(smallEl) : undefined,
    code: codeEl ? style(codeEl) : undefined,
    textColors, linkColors, smallSizes,
    buttons: buttons.map(style),
    inputs,
    headerBackgrounds: header.map((el) => toRgb(getComputedStyle(el).backgroundColor)),
    spacings: spacings.slice(0, 600),
    logos,
  };
}
