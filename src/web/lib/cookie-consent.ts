import { useSyncExternalStore } from 'react';

/** Cookie consent lives in local storage; absent means "not asked yet". */
export const CONSENT_KEY = 'cookie-consent';

export type Consent = 'accepted' | 'declined';

const listeners = new Set<() => void>();

/** True once any choice is stored: the banner never shows again after that. */
function hasConsentChoice(): boolean {
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
    // Storage may be blocked (private mode): the banner still hides for this page view.
    hiddenForThisView = true;
  }
  for (const listener of listeners) listener();
}

let hiddenForThisView = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether to ask for consent. The prerendered HTML cannot know what this browser stored, so the
 * server snapshot says "no" and the banner appears after hydration for first-time visitors only.
 */
export function useConsentNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !hiddenForThisView && !hasConsentChoice(),
    () => false,
  );
}
