import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { isCurrent, type MenuGroup } from '#shared/navigation';

/**
 * A header dropdown: opens on hover or click, closes 200 ms after the pointer leaves, on Escape
 * or when the focus leaves (src/web/behaviours/dropdown.ts; CSS alone opens it on hover and
 * focus when scripts are off). Its list shows while the button says `aria-expanded="true"`.
 */
export function NavDropdown({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const panelId = useId();
  const active = group.items.some((item) => isCurrent(item.href, pathname));
  return (
    <li data-dropdown="" className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        className={cn(
          'group flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50',
          active && 'bg-brand-50 text-brand-800',
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul
        id={panelId}
        className="absolute top-full left-0 z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.items.map((item) => {
          const current = isCurrent(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50',
                  current && 'font-semibold text-brand-800 underline',
                  item.highlighted &&
                    'mt-1 border-t border-slate-200 bg-sun-100 font-semibold text-brand-900 hover:bg-sun-200',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
