import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { Illustration, type IllustrationName } from '../illustration';
import { buttonVariants } from '../ui/button';
import { PhoneLink } from '../ui/phone-link';

/**
 * The dark hero pages open with: an optional eyebrow badge, the page's one h1, a short
 * introduction, then whatever the page adds (highlights, buttons).
 */
export function PageHero({
  eyebrow,
  heading,
  text,
  spacing = 'py-16 sm:py-20',
  illustration,
  children,
}: {
  eyebrow?: string;
  heading: string;
  text: string;
  /** The vertical padding: the home page's hero is taller, index pages' shorter. */
  spacing?: string;
  /** The scene beside the text, from a laptop up (a phone keeps the hero to its words). */
  illustration?: IllustrationName;
  children?: ReactNode;
}) {
  return (
    <section className="surface-dark bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div
        className={cn(
          'mx-auto max-w-7xl px-4',
          spacing,
          illustration &&
            'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-12',
        )}
      >
        <div>
          {eyebrow && (
            <p className="mb-4 inline-block rounded-full bg-sun-300 px-3 py-1 text-sm font-semibold text-ink">
              {eyebrow}
            </p>
          )}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100">{text}</p>
          {children}
        </div>
        {illustration && (
          <Illustration name={illustration} className="hidden rounded-3xl shadow-xl lg:block" />
        )}
      </div>
    </section>
  );
}

/** The hero's two ways forward: jump to the page's quote form, or call the agency. */
export function HeroQuoteActions({ formId, label }: { formId: string; label: string }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
      {/* A plain anchor: the browser scrolls to the form and Tab continues inside it. */}
      <a href={`#${formId}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
      <PhoneLink
        phone={agency.phone}
        className="flex items-center gap-2 font-semibold text-white underline"
      >
        Or call {agency.phone}
      </PhoneLink>
    </div>
  );
}
