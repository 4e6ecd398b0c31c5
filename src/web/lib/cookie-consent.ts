/** Cookie consent lives in local storage (SPEC section 4); absent means "not asked yet". */
export const CONSENT_KEY = 'cookie-consent';

export type Consent = 'accepted' | 'declined';

/** True once any choice is stored: the banner never shows again after that. */
export function hasConsentChoice(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeConsent(value: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage may be blocked (private mode); the banner still hides for this page view.
  }
}
