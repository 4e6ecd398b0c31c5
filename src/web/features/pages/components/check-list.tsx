/** A bulleted list of short service lines under a heading. */
export function CheckList({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: string[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="h-full rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={id} className="text-xl font-semibold text-brand-900">
        {heading}
      </h3>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
