import { agency } from './agency';

/** Browser title in the spec's pattern: topic, Kansas, agency name. */
export function pageTitle(topic: string): string {
  return `${topic} in ${agency.licenseState} | ${agency.name}`;
}

export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: agency.name },
  ];
}
