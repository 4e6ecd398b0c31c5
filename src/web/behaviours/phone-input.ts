/**
 * A US phone number as it is typed: "9135550142" reads "(913) 555-0142" by the last digit. Only
 * ten digits (or eleven starting with 1) are shaped; anything else, such as "+44 20 7946 0958" or
 * an extension, stays as typed. Partial input is shaped as far as it goes: "(913) 55".
 */
export function formatUsPhone(value: string): string {
  if (/[^\d\s().+-]/.test(value) || value.trim().startsWith('+')) return value;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length === 0 || digits.length > 10) return value;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

/**
 * Phone fields (`input[type="tel"]`) shape a US number as the visitor types or pastes it. Only an
 * insertion with the caret at the end is shaped: deleting, or editing in the middle, leaves the
 * text (and the caret) where the person put them. It runs as the event is captured, before the
 * form's own listener, so the form records the shaped value.
 */
export function installPhoneInput(doc: Document): void {
  doc.addEventListener(
    'input',
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (!input || input.localName !== 'input' || input.type !== 'tel') return;
      const inserting = (event as InputEvent).inputType?.startsWith('insert') ?? true;
      const atEnd = input.selectionStart === input.value.length;
      if (!inserting || !atEnd) return;
      const shaped = formatUsPhone(input.value);
      if (shaped !== input.value) input.value = shaped;
    },
    true,
  );
}
