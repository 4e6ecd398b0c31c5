import { Link } from 'react-router';
import { isCurrent, type MenuItem } from '#shared/navigation';

/**
 * A menu's link in its list item, marked as the current page where it leads to the page shown;
 * `className` styles it, current or not.
 */
export function MenuItemLink({
  item,
  pathname,
  className,
}: {
  item: MenuItem;
  pathname: string;
  className: (current: boolean, item: MenuItem) => string;
}) {
  const current = isCurrent(item.href, pathname);
  return (
    <li>
      <Link
        to={item.href}
        aria-current={current ? 'page' : undefined}
        className={className(current, item)}
      >
        {item.label}
      </Link>
    </li>
  );
}
