import { cn } from '~/lib/cn';
import { commercialMenu, homeLink, mainLinks, personalMenu } from '#shared/navigation';
import { MenuItemLink } from './menu-item-link';
import { NavDropdown } from './nav-dropdown';

const navLinkClass = (current: boolean) =>
  cn(
    'block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50',
    current && 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4',
  );

export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <MenuItemLink item={homeLink} pathname={pathname} className={navLinkClass} />
        <NavDropdown group={personalMenu} pathname={pathname} />
        <NavDropdown group={commercialMenu} pathname={pathname} />
        {mainLinks.map((item) => (
          <MenuItemLink key={item.href} item={item} pathname={pathname} className={navLinkClass} />
        ))}
      </ul>
    </nav>
  );
}
