import { X } from 'lucide-react';
import { Link } from 'react-router';
import { storeConsent, useConsentNeeded, type Consent } from '~/lib/cookie-consent';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '../ui/button';

/**
 * Shown on a first visit until the visitor accepts or declines. The prerendered HTML carries it
 * hidden; the page's inline loader shows it before any app code runs when this browser has stored
 * no choice (scripts/defer-hydration-loader.js), and once the app runs it decides.
 */
export function CookieBanner() {
  const needed = useConsentNeeded();
  const hydrated = useHydrated();
  if (hydrated && !needed) return null;
  const choose = (value: Consent) => storeConsent(value);

  return (
    <section
      hidden={!needed}
      data-cookie-banner=""
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 pr-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-semibold text-ink">We value your privacy</h2>
          <p className="text-sm text-slate-700">
            We use cookies to keep the site working, understand how it is used and improve our
            service. Read our{' '}
            <Link to="/privacy-policy" className="text-brand-800 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button onClick={() => choose('accepted')}>Accept All Cookies</Button>
        </div>
      </div>
      <button
        type="button"
        aria-label="Close cookie banner"
        onClick={() => choose('declined')}
        className="absolute top-3 right-3 rounded-md p-1 text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
