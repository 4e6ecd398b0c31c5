import { PageHero } from '~/components/layout/page-hero';
import type { IllustrationName } from '~/components/illustration';
import { fill } from '~/lib/fill';

/**
 * What About, Contact and Claims open with: the hero their content file words (content/pages),
 * its placeholders filled, beside the page's scene.
 */
export function ContentPageHero({
  hero,
  illustration,
}: {
  hero: { heading: string; text: string };
  illustration: IllustrationName;
}) {
  return (
    <PageHero heading={fill(hero.heading)} text={fill(hero.text)} illustration={illustration} />
  );
}
