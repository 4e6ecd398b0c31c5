import { Phone } from 'lucide-react';
import type * as React from 'react';
import { phoneHref } from '#shared/phone';

/**
 * A phone number as a `tel:` link a phone dials on a tap, after a phone icon. The link's words
 * are the number, or `children` where they say more ("Call …").
 */
export function PhoneLink({
  phone,
  className,
  children = phone,
}: {
  phone: string;
  className: string;
  children?: React.ReactNode;
}) {
  return (
    <a href={phoneHref(phone)} className={className}>
      <Phone aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
