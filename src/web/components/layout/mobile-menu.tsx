import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import {
  commercialMenu,
  homeLink,
  isCurrent,
  mainLinks,
  personalMenu,
  type MenuGroup,
  type MenuItem,
} from '#shared/navigation';

type GroupKey = 'personal' | 'commercial';
const closedGroups: Record<GroupKey, boolean> = { personal: false, commercial: false };

function MenuLink({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const current = isCurrent(item.href, pathname);
  return (
    <li>
      <Link
        to={item.href}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'block rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50',
          current && 'bg-brand-50 font-semibold text-brand-800',
          item.highlighted && 'bg-sun-100 font-semibold text-brand-900',
        )}
      >
        {item.label}
      </Link>
    </li>
  );
}

function MenuGroupSection(props: {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={props.open}
        aria-controls={listId}
        onClick={props.onToggle}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-brand-50"
      >
        {props.group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 transition-transform', props.open && 'rotate-180')}
        />
      </button>
      <ul id={listId} hidden={!props.open} className="ml-3 border-l border-slate-200 pl-2">
        {props.group.items.map((item) => (
          <MenuLink
            key={item.href}
            item={item}
            pathname={props.pathname}
            onNavigate={props.onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}

/** The small-screen menu: one toggle, two collapsible groups; choosing a link closes everything. */
export function MobileMenu({ pathname }: { pathname: string }) {
  // The menu state belongs to the page it was opened on: navigating anywhere closes everything.
  const [state, setState] = useState<{ on: string; groups: Record<GroupKey, boolean> } | null>(
    null,
  );
  const open = state?.on === pathname;
  const openGroups = open ? state.groups : closedGroups;
  const panelId = useId();
  const closeAll = () => setState(null);
  const toggleGroup = (key: GroupKey) =>
    setState({ on: pathname, groups: { ...openGroups, [key]: !openGroups[key] } });

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? closeAll() : setState({ on: pathname, groups: closedGroups }))}
        className="rounded-md p-2 text-ink hover:bg-brand-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-8rem)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg"
      >
        <ul className="space-y-1">
          <MenuLink item={homeLink} pathname={pathname} onNavigate={closeAll} />
          <MenuGroupSection
            group={personalMenu}
            open={openGroups.personal}
            onToggle={() => toggleGroup('personal')}
            pathname={pathname}
            onNavigate={closeAll}
          />
          <MenuGroupSection
            group={commercialMenu}
            open={openGroups.commercial}
            onToggle={() => toggleGroup('commercial')}
            pathname={pathname}
            onNavigate={closeAll}
          />
          {mainLinks.map((item) => (
            <MenuLink key={item.href} item={item} pathname={pathname} onNavigate={closeAll} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
