import { Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Island } from '~/islands/island';
import { AccountLink } from './account-link';
import { agency } from '~/lib/agency';
import { phoneHref } from '#shared/phone';
import { buttonVariants } from '../ui/button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <p>
            Licensed in {agency.licenseState} · License #{agency.licenseNumber}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href={phoneHref(agency.phone)}
              className="flex items-center gap-1 font-semibold whitespace-nowrap hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {agency.phone}
            </a>
            <Island
              name="account-link"
              component={AccountLink}
              props={{ className: 'flex items-center gap-1 font-semibold hover:underline' }}
            />
            <a href={agency.social.url} rel="noopener noreferrer" className="hover:underline">
              {agency.social.label}
              <span className="sr-only"> (opens the agency's {agency.social.label} page)</span>
            </a>
            <Link to="/" className={buttonVariants({ variant: 'accent', size: 'sm' })}>
              Get Free Quote
            </Link>
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <DesktopNav pathname={pathname} />
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
