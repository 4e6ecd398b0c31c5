import type { ReactNode } from 'react';

/** The dark hero every general page opens with: the page's one h1 and a short introduction. */
export function PageHero({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-100">{text}</p>
        {children}
      </div>
    </section>
  );
}

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
