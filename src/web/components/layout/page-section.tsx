import { type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { fill } from '~/lib/fill';
import type { IconName } from '#shared/coverage-options';
import { Icon } from '../icon';
import { ArrowLink } from './arrow-link';

/** The page's background bands: white, the brand tint, or light grey. */
const tones = { plain: undefined, brand: 'bg-brand-50', slate: 'bg-slate-50' } as const;
export type SectionTone = keyof typeof tones;

/**
 * One titled band of a public page: a full-width background, the content column and its h2, which
 * also names the section for screen readers. `spacing` is the column's vertical padding.
 */
export function PageSection({
  id,
  heading,
  tone = 'plain',
  spacing = 'py-16',
  small,
  children,
}: {
  id: string;
  heading: ReactNode;
  tone?: SectionTone;
  spacing?: string;
  /** A second-level band (blog lists, related links): a smaller heading. */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tones[tone]}>
      <div className={cn('mx-auto max-w-7xl px-4', spacing)}>
        <h2 id={id} className={cn('font-bold text-brand-900', small ? 'text-2xl' : 'text-3xl')}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The sentence under a section's heading. */
export function SectionIntro({ children, large }: { children: ReactNode; large?: boolean }) {
  return <p className={cn('mt-3 max-w-3xl text-slate-700', large && 'text-lg')}>{children}</p>;
}

/** A card of the feature grids: content names its icon, a page may give a component. */
export interface Feature {
  icon?: IconName | LucideIcon;
  title: string;
  /** Content text: its placeholders ({agency}, {phone}, ...) are filled here. */
  description: string;
  /** A "Learn more" link under the text. */
  href?: string;
}

/**
 * The grid of icon, title and sentence that most public pages show (reasons, coverages,
 * benefits). On a tinted band the cards are white without a border; on white they have one.
 */
export function FeatureCards({
  items,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
  onTint,
}: {
  items: readonly Feature[];
  columns?: string;
  onTint?: boolean;
}) {
  return (
    <ul className={cn('mt-8 grid gap-6', columns)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            'flex flex-col rounded-lg bg-white p-6 shadow-sm',
            !onTint && 'border border-slate-200',
          )}
        >
          <FeatureIcon icon={item.icon} />
          <h3 className={cn('text-lg font-semibold text-ink', item.icon && 'mt-4')}>
            {item.title}
          </h3>
          <p className="mt-2 flex-1 text-slate-700">{fill(item.description)}</p>
          {item.href && (
            <ArrowLink to={item.href} className="mt-4 hover:text-brand-950">
              Learn more<span className="sr-only"> about {item.title}</span>
            </ArrowLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function FeatureIcon({ icon }: { icon: Feature['icon'] }) {
  if (!icon) return null;
  if (typeof icon === 'string') return <Icon name={icon} className="size-8 text-brand-700" />;
  const Component = icon;
  return <Component aria-hidden="true" className="size-8 text-brand-700" />;
}

/** The colours of a call-out box: dark brand, the light tint, or sun yellow for urgent lines. */
const calloutTones = {
  dark: 'surface-dark bg-brand-900 text-white',
  light: 'bg-brand-50',
  sun: 'bg-sun-100',
} as const;

/**
 * A rounded box that closes or punctuates a page (call us, compare for me, report a claim),
 * titled by its h2. `spacing` is the band's padding; `className` lays out the box's inside.
 */
export function Callout({
  id,
  heading,
  tone,
  spacing = 'py-16',
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  tone: keyof typeof calloutTones;
  spacing?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('mx-auto max-w-7xl px-4', spacing)}>
      <div className={cn('rounded-2xl p-10', calloutTones[tone], className)}>
        <h2
          id={id}
          className={cn('text-3xl font-bold', tone === 'dark' ? undefined : 'text-brand-900')}
        >
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
