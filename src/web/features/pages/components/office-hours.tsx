import { agency } from '~/lib/agency';

/** The office hours from the agency profile, as a definition list. */
export function OfficeHours({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        Office Hours
      </h2>
      <dl className="mt-4 divide-y divide-slate-200">
        {agency.officeHours.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2">
            <dt className="font-medium text-ink">{row.days}</dt>
            <dd className="text-slate-700">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-semibold text-brand-800">{agency.claimsHotline}</p>
    </section>
  );
}
