import { inLiveIsland } from './live-island';

const SENDING = 'data-sending';

/**
 * A form the browser sends itself, its component not running yet (the quote form, tapped as the
 * page opens): its submit button says its `data-pending-label` ("Submitting...") at once, and a
 * second tap does not send it twice. The form's page-load bar shows too (nav-progress.ts). A page
 * restored from the back-forward cache gets its button back.
 */
export function installPendingSubmit(doc: Document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || inLiveIsland(form)) return;
    if (form.hasAttribute(SENDING)) {
      event.preventDefault();
      return;
    }
    const button = (event as SubmitEvent).submitter ?? form.querySelector('[type="submit"]');
    const label = button?.getAttribute('data-pending-label');
    if (!button || !label) return;
    form.setAttribute(SENDING, button.textContent ?? '');
    button.textContent = label;
    button.setAttribute('aria-disabled', 'true');
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const form of doc.querySelectorAll(`form[${SENDING}]`)) {
      const button = form.querySelector('[data-pending-label]');
      if (button) {
        button.textContent = form.getAttribute(SENDING);
        button.removeAttribute('aria-disabled');
      }
      form.removeAttribute(SENDING);
    }
  });
}
