import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { isCurrent, type MenuGroup } from '#shared/navigation';

/** A dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** A header dropdown: opens on hover or click, closes on leave (after the delay), Escape or blur. */
export function NavDropdown({ group, pathname }: { group: MenuGroup; pathname: string }) {
  // Remembers the page it was opened on, so navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the panel keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const panelId = useId();
  const active = group.items.some((item) => isCurrent(item.href, pathname));

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenOn(null), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          if (!keepOpen) setOpen(!open);
        }}
        className={cn(
          'flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50',
          active && 'bg-brand-50 text-brand-800',
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.items.map((item) => {
          const current = isCurrent(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
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
