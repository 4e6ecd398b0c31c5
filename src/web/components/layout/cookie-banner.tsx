import { X } from 'lucide-react';
import { href, Link } from 'react-router';
import { Button } from '../ui/button';

/**
 * Shown on a first visit until the visitor accepts or declines. The HTML carries it hidden;
 * src/web/behaviours/cookie-banner.ts shows it at once to a browser that has stored no choice
 * and stores the choice of each `data-consent` button.
 */
export function CookieBanner() {
  return (
    <section
      hidden
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
            <Link to={href('/privacy-policy')} className="text-brand-800 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="outline" data-consent="declined">
            Decline
          </Button>
          <Button type="button" data-consent="accepted">
            Accept All Cookies
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label="Close cookie banner"
        data-consent="declined"
        className="absolute top-3 right-3 rounded-md p-1 text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
