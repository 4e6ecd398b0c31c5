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
