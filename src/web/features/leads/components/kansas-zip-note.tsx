import { Info } from 'lucide-react';
import { agency } from '~/lib/agency';
import { isKansasZip } from '#shared/kansas-zip';

/**
 * A polite word when a ZIP lies outside the licence state. The request is accepted either way:
 * an agent reviews it and says what can be done (a second home, a move, a business with a Kansas site).
 */
export function KansasZipNote({ zip }: { zip: string | null | undefined }) {
  const value = zip?.trim() ?? '';
  const show = /^\d{5}$/.test(value) && !isKansasZip(value);
  return (
    // The live region stays in the page so a note appearing while someone types is announced.
    <div aria-live="polite">
      {show && (
        <p className="mt-2 flex gap-2 rounded-md border border-sun-500 bg-sun-100 p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
          <span>
            ZIP code {value} looks like it is outside {agency.licenseState}. {agency.name} is
            licensed in {agency.licenseState}, so we can only place coverage there, but we will
            still review your request and let you know how we can help.
          </span>
        </p>
      )}
    </div>
  );
}
