import type { BrandingSample } from './branding-sample';

const SEPARATOR = /\s+[|–—·:•-]\s+/;

/**
 * The site's name: what the site declares (og:site_name, application-name), else the logo's alt
 * text without the word "logo", else the part of the title that names the site.
 */
export function brandName(s: Pick<BrandingSample, 'meta' | 'title' | 'url'>, logoAlt?: string): string | undefined {
  const declared = s.meta.siteName ?? s.meta.applicationName;
  if (declared) return declared;
  const fromAlt = logoAlt?.replace(/\b(logo|logotype|home(page)?)\b/gi, '').replace(/\s+/g, ' ').trim();
  if (fromAlt) return fromAlt;
  return fromTitle(s.title, s.url);
}

function fromTitle(title: string, url: string): string | undefined {
  const parts = title.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0]!.length <= 30 ? parts[0] : undefined;
  const host = hostLabel(url);
  // "Pricing | Acme" and "Acme - Rockets for everyone": the part that matches the host wins, else the last
  return parts.find((p) => host && p.toLowerCase().replace(/[^a-z0-9]/g, '').includes(host)) ?? parts[parts.length - 1];
}

function hostLabel(url: string): string | undefined {
  try {
    const labels = new URL(url).hostname.replace(/^www\./, '').split('.');
    const label = labels.length > 1 ? labels[labels.length - 2] : labels[0];
    return label && /[a-z]/.test(label) ? label.replace(/[^a-z0-9]/g, '') : undefined;
  } catch {
    return undefined;
  }
}
