import { useLocation } from 'react-router';
import { Island } from '~/islands/island';
import { AccountLink } from './account-link';
import { agency } from '~/lib/agency';
import { licenceLine } from '#shared/agency-text';
import { buttonVariants } from '../ui/button';
import { PhoneLink } from '../ui/phone-link';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/**
 * The shared header. From a tablet up: the dark line (licence, phone, log in, the social page,
 * Get Free Quote), then the logo and the menu. On a phone it is one compact row that stays at
 * the top of the screen (the logo and the menu button); the dark line's links move into the menu,
 * and Get a Quote and Call into the bar at the bottom of the screen (help-dock.tsx).
 * `quoteHref`: the page's own quote form, or the home page's choice of what to insure.
 */
export function SiteHeader({ quoteHref }: { quoteHref: string }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white md:relative">
      <div className="surface-dark hidden bg-brand-900 text-sm text-white md:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <p>{licenceLine(agency)}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <PhoneLink
              phone={agency.phone}
              className="flex items-center gap-1 font-semibold whitespace-nowrap hover:underline"
            />
            <Island
              name="account-link"
              component={AccountLink}
              props={{ className: 'flex items-center gap-1 font-semibold hover:underline' }}
            />
            <a href={agency.social.url} rel="noopener noreferrer" className="hover:underline">
              {agency.social.label}
              <span className="sr-only"> (opens the agency's {agency.social.label} page)</span>
            </a>
            {/* A plain anchor: on a page with a form the browser scrolls to it, Tab goes on inside. */}
            <a href={quoteHref} className={buttonVariants({ variant: 'accent', size: 'sm' })}>
              Get Free Quote
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 md:py-3">
        <Logo />
        <DesktopNav pathname={pathname} />
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
