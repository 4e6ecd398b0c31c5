import { agency } from '~/lib/agency';

/** The title of a staff console page; never indexed. */
export const staffMeta = (page: string) => [
  { title: `${page} | Staff | ${agency.name}` },
  { name: 'robots', content: 'noindex' },
];
