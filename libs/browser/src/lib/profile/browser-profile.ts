import type { Page } from 'puppeteer-core';
import type { ProfileCookie, ProfileState } from '@wsa/contracts';

/**
 * Loads a saved profile into a page's (fresh, incognito) browser context before navigation:
 * cookies into the context, localStorage through a script that runs before any page script of a
 * matching origin, once per tab (a reload inside the scrape keeps what the page changed since).
 */
export async function applyProfile(page: Page, state: ProfileState): Promise<void> {
  if (state.cookies.length) await page.browserContext().setCookie(...state.cookies.map(toCookieData));
  if (Object.keys(state.localStorage).length === 0) return;
  await page.evaluateOnNewDocument((byOrigin: Record<string, Record<string, string>>) => {
    const items = byOrigin[location.origin];
    if (!items) return;
    try {
      if (sessionStorage.getItem('__wsa_profile_loaded')) return;
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      sessionStorage.setItem('__wsa_profile_loaded', '1');
    } catch {
      // storage refused (sandboxed frame, opaque origin): nothing to load there
    }
  }, state.localStorage);
}

/** The context's cookies and the current origin's localStorage, merged over the previous state. */
export async function captureProfile(page: Page, previous: ProfileState): Promise<ProfileState> {
  const cookies = (await page.browserContext().cookies()).map(
    (c): ProfileCookie => ({
      name: c.name, value: c.value, domain: c.domain, path: c.path, expires: c.expires, httpOnly: c.httpOnly, secure: c.secure,
      ...(c.sameSite === 'Strict' || c.sameSite === 'Lax' || c.sameSite === 'None' ? { sameSite: c.sameSite } : {}),
    }),
  );
  const localStorage = { ...previous.localStorage };
  const current = await page
    .evaluate(() => {
      try {
        const out: Record<string, string> = {};
        for (let i = 0; i < window.localStorage.length; i++) {
          const k = window.localStorage.key(i);
          if (k !== null) out[k] = window.localStorage.getItem(k) ?? '';
        }
        return { origin: location.origin, items: out };
      } catch {
        return null;
      }
    })
    .catch(() => null);
  if (current && current.origin !== 'null') localStorage[current.origin] = current.items;
  return { cookies, localStorage };
}

function toCookieData(c: ProfileCookie) {
  return {
    name: c.name, value: c.value, domain: c.domain, path: c.path,
    ...(c.expires !== undefined && c.expires > 0 ? { expires: c.expires } : {}),
    ...(c.httpOnly !== undefined ? { httpOnly: c.httpOnly } : {}),
    ...(c.secure !== undefined ? { secure: c.secure } : {}),
    ...(c.sameSite ? { sameSite: c.sameSite } : {}),
  };
}
