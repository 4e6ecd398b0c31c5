import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import {
  commercialMenu,
  homeLink,
  isCurrent,
  mainLinks,
  personalMenu,
  type MenuItem,
} from '#shared/navigation';
import { NavDropdown } from './nav-dropdown';

function NavLink({ item, pathname }: { item: MenuItem; pathname: string }) {
  const current = isCurrent(item.href, pathname);
  return (
    <li>
      <Link
        to={item.href}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50',
          current && 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4',
        )}
      >
        {item.label}
      </Link>
    </li>
  );
}

export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <NavLink item={homeLink} pathname={pathname} />
        <NavDropdown group={personalMenu} pathname={pathname} />
        <NavDropdown group={commercialMenu} pathname={pathname} />
        {mainLinks.map((item) => (
          <NavLink key={item.href} item={item} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
