import { afterNextPaint } from '~/behaviours/after-paint';

/**
 * The parts of a quote request that are needed only once the visitor is at it, each in a chunk of
 * its own so the form itself starts small: its checks (zod and the schemas) and the optional
 * details step that follows the thank-you. Asking twice asks once.
 */
export const loadLeadChecks = () => import('./lead-checks');

export const loadDetailsStep = () => import('../components/lead-details-step');

let asked = false;

/**
 * Asks for the checks once the browser has painted the frame after now: called from the first
 * focus or change in the form, it never holds up that frame (asking for a chunk adds its preload
 * links to the page). Not from a touch: the frame after a pointerdown comes before the tap's
 * click. Calls after the first ask nothing.
 */
export function loadLeadChecksAfterPaint(): void {
  if (asked) return;
  asked = true;
  afterNextPaint(() => void loadLeadChecks());
}
