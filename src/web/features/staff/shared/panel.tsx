import * as React from 'react';

/** A card of a record's page (a claim, a service request) under its h2; the heading's id names what is inside. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: (headingId: string) => React.ReactNode;
  className?: string;
}) {
  const id = React.useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className ?? ''}`}
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children(id)}
    </section>
  );
}

/** Label and value pairs, two to a row from a small screen up. */
export function Facts({ items }: { items: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
