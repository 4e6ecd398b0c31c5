import { rememberFirstVisit } from '~/lib/lead-source';

/** The visit's first page remembers where the visitor came from, for a quote request later. */
export function installFirstVisit(doc: Document): void {
  rememberFirstVisit(doc);
}
