/**
 * Choices that carry into a form (the commercial tool's industry cards): a link
 * `<a href="#quote-form" data-fill-field="industry" data-fill-value="Construction">` sets that
 * field of the form it points to, as if the visitor had chosen it there, then the browser follows
 * the link to the form. The field hears `input` and `change` like a person's choice, so a form
 * component records it; one that has not started yet finds the value in place and keeps it.
 * Without scripts the link still leads to the form.
 */
export function installFillField(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-fill-field]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const name = link.getAttribute('data-fill-field') ?? '';
    const value = link.getAttribute('data-fill-value') ?? '';
    const form = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    const field = form?.querySelector(`[name="${CSS.escape(name)}"]`);
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
    if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) {
      return;
    }
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
