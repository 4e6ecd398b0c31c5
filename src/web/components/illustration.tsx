import type { BlogCategory } from '#shared/content/blog';
import { cn } from '~/lib/cn';

/**
 * The site's illustrations: flat scenes drawn for it (public/illustrations/<name>.svg, 480 by 320,
 * 1–6 KB each), one per kind of page. Self-hosted, sized, loaded as they near the screen.
 */
const illustrations = {
  home: 'A Kansas home, a car on the road and a shop, under the sun',
  auto: 'A car on a Kansas highway, with a shield of protection above it',
  property: 'A house with a tree and sunflowers, sheltered by an umbrella',
  business: 'A main-street shop with a striped awning and a delivery truck',
  claims: 'A storm cloud with rain and hail over a house sheltered by an umbrella',
  people: 'Two agents at the agency office, ready to help',
  carriers: 'The agency at the center of many insurance carriers',
  guide: 'An open insurance guide with a question answered',
  pet: 'A dog house in a yard, with a paw print and a heart',
  specialty: 'A sailboat on a lake and a diamond ring: the things that need special cover',
  document: 'A policy document with a seal of approval',
} as const;

export type IllustrationName = keyof typeof illustrations;

/**
 * One illustration. `alt` defaults to what the scene shows; pass `alt=""` where it only repeats
 * the text beside it (a card's category). Lazy unless `eager`: a hero's shows from a laptop up
 * only, and a phone, which hides it, never fetches it.
 */
export function Illustration({
  name,
  alt = illustrations[name],
  eager = false,
  className,
}: {
  name: IllustrationName;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={`/illustrations/${name}.svg`}
      alt={alt}
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-auto w-full', className)}
    />
  );
}

/** The scene of a blog category: its articles' picture. */
export const categoryIllustrations: Record<BlogCategory, IllustrationName> = {
  'Pet Insurance': 'pet',
  'Home Insurance': 'property',
  'Auto Insurance': 'auto',
  'Commercial Insurance': 'business',
  'Specialty Insurance': 'specialty',
  'Personal Insurance': 'home',
  Claims: 'claims',
};

const coverageScenes: Partial<Record<string, IllustrationName>> = {
  auto: 'auto',
  'auto-warranty': 'auto',
  motorcycle: 'auto',
  rv: 'auto',
  pet: 'pet',
  boat: 'specialty',
  hospital: 'specialty',
  'personal-cyber': 'specialty',
  equipment: 'specialty',
};

/** The scene of a product page: a business's for commercial lines, else its coverage's. */
export function productIllustration(
  line: string,
  coverageId: string | undefined,
): IllustrationName {
  if (line === 'commercial') return 'business';
  return (coverageId && coverageScenes[coverageId]) || 'property';
}
