import { installCookieBanner } from './cookie-banner';
import { installDropdowns } from './dropdown';
import { installLaunchers } from './launchers';
import { installMenu } from './menu';
import { installNavProgress } from './nav-progress';
import { installPendingSubmit } from './pending-submit';
import { installTabs } from './tabs';

/**
 * The parts of every page that must answer a tap at once: the menu and its groups, the header
 * dropdowns, the cookie banner, the guide's tabs, the navigation progress bar, the floating
 * buttons' windows, and a form the browser sends itself before its component runs. React renders
 * their markup; these few lines of plain DOM code make it work, so a tap never waits for a
 * framework to download and start. Prerendered pages carry them inline (scripts/page-scripts.mjs);
 * the app installs them once it runs (root.tsx), and a second install does nothing.
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
  installNavProgress(doc);
  installLaunchers(doc);
  installPendingSubmit(doc);
}
