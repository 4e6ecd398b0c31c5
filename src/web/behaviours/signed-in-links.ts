import { signedInHintCookie } from '#shared/session-hint';

/**
 * Whether the server's hint cookie says someone may be signed in in this browser. It proves
 * nothing: it only chooses where a link leads, and the page there asks for the log-in it needs.
 */
export function hasSignedInHint(doc: Document): boolean {
  return doc.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${signedInHintCookie}=`));
}

/**
 * Links that lead someone signed in elsewhere (the footer's "Make a Payment": to the portal's
 * How to pay card instead of the contact page): `<a href="/contact#payment"
 * data-signed-in-href="/client-portal?tab=policies#how-to-pay">`. The HTML carries the address
 * for visitors, which a page without scripts keeps; with the hint cookie present, the link takes
 * its other address as the page opens. The app's footer chooses the same address itself.
 */
export function installSignedInLinks(doc: Document): void {
  if (!hasSignedInHint(doc)) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-href]')) {
    link.setAttribute('href', link.getAttribute('data-signed-in-href') ?? link.href);
  }
}
