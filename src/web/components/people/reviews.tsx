import { Star } from 'lucide-react';
import { agency } from '~/lib/agency';
import type { Review } from '#shared/agency';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5 text-sun-500">
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-4 fill-current' : 'size-4 text-slate-300'}
        />
      ))}
    </p>
  );
}

/**
 * What clients said, from the profile: only real reviews, each with its author, where it was
 * posted and when; nothing at all when the agency supplies none (no invented testimonials).
 */
export function Reviews({
  reviews = agency.reviews,
  headingId,
  heading = 'What Our Clients Say',
}: {
  reviews?: readonly Review[];
  headingId: string;
  heading?: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16">
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.quote.slice(0, 24)}`}>
            <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              {review.rating !== undefined && <Stars rating={review.rating} />}
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>“{review.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-semibold text-ink">{review.author}</span>, on {review.source}
                {review.date && `, ${review.date}`}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
