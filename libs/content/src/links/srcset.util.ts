type SrcsetCandidate = { url: string; descriptor: string };

/** The candidate URL with the largest width (`w`) or density (`x`) descriptor of a `srcset`. */
export function bestSrcsetCandidate(srcset: string): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const { url, descriptor } of parseSrcset(srcset)) {
    const match = /^(\d+(?:\.\d+)?)([wx])$/i.exec(descriptor);
    // Widths and densities are not comparable; widths are rescaled so any w beats a plain 1x.
    const score = match ? Number(match[1]) * (match[2].toLowerCase() === 'x' ? 1 : 1000) : 1;
    if (score > bestScore) {
      best = url;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The HTML spec's srcset tokenizer, simplified: a URL is a run of non-whitespace (so commas inside
 * URLs such as Cloudinary's `w_100,h_50` survive) and its descriptors run up to the next comma.
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let pos = 0;
  while (pos < srcset.length) {
    while (pos < srcset.length && /[\s,]/.test(srcset[pos])) pos += 1;
    const urlStart = pos;
    while (pos < srcset.length && !/\s/.test(srcset[pos])) pos += 1;
    let url = srcset.slice(urlStart, pos);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const descStart = pos;
      while (pos < srcset.length && srcset[pos] !== ',') pos += 1;
      descriptor = srcset.slice(descStart, pos).trim();
    }
    if (url !== '') out.push({ url, descriptor });
  }
  return out;
}
