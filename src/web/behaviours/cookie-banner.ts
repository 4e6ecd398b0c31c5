/** Cookie consent lives in local storage; absent means "not asked yet". */
export const CONSENT_KEY = 'cookie-consent';

export type Consent = 'accepted' | 'declined';

const BANNER = '[data-cookie-banner]';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    // Storage blocked (some private modes): ask, and keep the answer for this page view.
    return null;
  }
}

/**
 * The cookie banner (`<section hidden data-cookie-banner>`): shown at once to a browser that has
 * stored no choice; each `[data-consent]` button inside stores its value (accepted or declined)
 * and hides it, here and in the site's other open tabs. Without JavaScript nothing can be stored
 * and nothing is tracked, so the banner stays hidden.
 */
export function installCookieBanner(doc: Document): void {
  const sync = () => {
    const hide = storedChoice() !== null;
    for (const banner of doc.querySelectorAll<HTMLElement>(BANNER)) banner.hidden = hide;
  };
  sync();
  // Another tab chose.
  addEventListener('storage', (event) => {
    if (event.key === CONSENT_KEY || event.key === null) sync();
  });
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`${BANNER} [data-consent]`);
    if (!button) return;
    try {
      localStorage.setItem(CONSENT_KEY, button.getAttribute('data-consent') as Consent);
    } catch {
      // Not stored: the banner still goes away for this page view.
    }
    for (const banner of doc.querySelectorAll<HTMLElement>(BANNER)) banner.hidden = true;
  });
}
