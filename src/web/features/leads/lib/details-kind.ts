/** Which optional details form fits a lead: the one that lets an agent quote its main line. */
export type DetailsKind = 'commercial' | 'auto' | 'home' | 'renters';

export function detailsKindFor(type: string, coverageTypes: readonly string[]): DetailsKind | null {
  if (type === 'commercial') return 'commercial';
  if (coverageTypes.includes('auto')) return 'auto';
  if (coverageTypes.includes('home')) return 'home';
  if (coverageTypes.includes('renters')) return 'renters';
  return null;
}
