import { installCookieBanner } from './cookie-banner';
import { installDropdowns } from './dropdown';
import { installFillField } from './fill-field';
import { installFirstVisit } from './first-visit';
import { installHelpDock } from './help-dock';
import { installLaunchers } from './launchers';
import { installListFilter } from './list-filter';
import { installMenu } from './menu';
import { installNavProgress } from './nav-progress';
import { installPendingSubmit } from './pending-submit';
import { installPhoneInput } from './phone-input';
import { installSignedInLinks } from './signed-in-links';
import { installTabs } from './tabs';

/**
 * The parts of every page that must answer a tap at once: the menu and its groups, the header
 * dropdowns, the cookie banner, the guide's tabs, the navigation progress bar, the help control's
 * windows and its bar (which steps aside from a form), a form the browser sends itself before its
 * component runs, a long list's filters (the carriers), phone numbers shaped as they are typed,
 * choices that carry into a form (the industry cards), and the links that lead someone signed in
 * elsewhere (the footer's "Make a Payment"); and the first page of a visit remembers where the
 * visitor came from. React renders their markup; these few lines of plain
 * DOM code make it work, so a tap never waits for a framework to download and start. Prerendered
 * pages carry them inline (scripts/page-scripts.mjs); the app installs them once it runs
 * (root.tsx), and a second install does nothing.
 *
 * Each behaviour listens on the document, so markup React adds or replaces later works too. The
 * `js` class on <html> says they are live: without it, CSS falls back to what HTML alone can do
 * (a dropdown opens on hover and focus, the menu's groups stay expanded).
 */
export function installBehaviours(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.classList.contains('js')) return;
  root.classList.add('js');
  installMenu(doc);
  installDropdowns(doc);
  installCookieBanner(doc);
  installTabs(doc);
  // Before the navigation bar: a list's filters prevent their form's submit, which is no page load.
  installListFilter(doc);
  installNavProgress(doc);
  installLaunchers(doc);
  installHelpDock(doc);
  installPendingSubmit(doc);
  installPhoneInput(doc);
  installFillField(doc);
  installSignedInLinks(doc);
  installFirstVisit(doc);
}
