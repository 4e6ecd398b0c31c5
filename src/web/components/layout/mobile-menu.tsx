import { ChevronDown, Menu, Phone, UserRound, X } from 'lucide-react';
import { useId } from 'react';
import { href, Link } from 'react-router';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { licenceLine } from '#shared/agency-text';
import { phoneHref } from '#shared/phone';
import {
  commercialMenu,
  homeLink,
  mainLinks,
  personalMenu,
  type MenuGroup,
  type MenuItem,
} from '#shared/navigation';
import { MenuItemLink } from './menu-item-link';

const extraLinkClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50';

const menuLinkClass = (current: boolean, item: MenuItem) =>
  cn(
    'block rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50',
    current && 'bg-brand-50 font-semibold text-brand-800',
    item.highlighted && 'bg-sun-100 font-semibold text-brand-900',
  );

function MenuGroupSection({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        data-menu-group=""
        aria-expanded="false"
        aria-controls={listId}
        className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-brand-50"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul id={listId} className="ml-3 border-l border-slate-200 pl-2">
        {group.items.map((item) => (
          <MenuItemLink key={item.href} item={item} pathname={pathname} className={menuLinkClass} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The small-screen menu: one toggle, two collapsible groups; choosing a link closes everything.
 * The panel is a popover the button opens natively when no script runs; the page's behaviour
 * (src/web/behaviours/menu.ts) opens and closes it otherwise, and does the rest (the state it
 * says, the groups, a tap outside, Escape, closing on a link).
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const panelId = useId();
  return (
    <div className="xl:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded="false"
        aria-controls={panelId}
        className="group rounded-md p-2 text-ink hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        <span className="sr-only group-aria-expanded:hidden">Open menu</span>
        <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
      </button>
      <nav
        id={panelId}
        popover="auto"
        data-menu-panel=""
        aria-label="Mobile"
        className="fixed inset-x-0 top-(--menu-top,0px) bottom-auto z-[100] m-0 max-h-[calc(100dvh-var(--menu-top,0px))] w-auto overflow-y-auto border-0 border-b border-slate-200 bg-white p-4 text-ink shadow-lg"
      >
        <ul className="space-y-1">
          <MenuItemLink item={homeLink} pathname={pathname} className={menuLinkClass} />
          <MenuGroupSection group={personalMenu} pathname={pathname} />
          <MenuGroupSection group={commercialMenu} pathname={pathname} />
          {mainLinks.map((item) => (
            <MenuItemLink
              key={item.href}
              item={item}
              pathname={pathname}
              className={menuLinkClass}
            />
          ))}
        </ul>
        {/* On a phone the header's dark line is not shown: its links are here. */}
        <div className="mt-3 space-y-1 border-t border-slate-200 pt-3 md:hidden">
          <a href={phoneHref(agency.phone)} className={extraLinkClass}>
            <Phone aria-hidden="true" className="size-4 text-brand-700" />
            Call {agency.phone}
          </a>
          <Link to={href('/client-portal')} className={extraLinkClass}>
            <UserRound aria-hidden="true" className="size-4 text-brand-700" />
            Client Portal
          </Link>
          <a href={agency.social.url} rel="noopener noreferrer" className={extraLinkClass}>
            {agency.social.label}
            <span className="sr-only"> (opens the agency's {agency.social.label} page)</span>
          </a>
          <p className="px-3 pt-1 text-sm text-slate-700">{licenceLine(agency)}</p>
        </div>
      </nav>
    </div>
  );
}
