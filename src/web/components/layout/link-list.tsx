import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuItem } from '#shared/navigation';

/**
 * A link of a list. `signedInHref` is where it leads someone signed in: the caller gives that in
 * `href` once it knows, and the page's behaviour swaps it in on a prerendered page.
 */
export interface ListedLink extends MenuItem {
  signedInHref?: string;
}

/**
 * A list of links to pages of the site (footer columns, the site map, related coverage); `arrow`
 * adds the arrow of a link that leads on. The look is the caller's.
 */
export function LinkList({
  links,
  className,
  linkClassName,
  arrow,
}: {
  links: readonly ListedLink[];
  className: string;
  linkClassName: string;
  arrow?: 'size-4' | 'size-5';
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <Link to={link.href} className={linkClassName} data-signed-in-href={link.signedInHref}>
            {link.label}
            {arrow && <ArrowRight aria-hidden="true" className={arrow} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
