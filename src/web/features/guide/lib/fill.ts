import { agency } from '~/lib/agency';

/** Content names the agency as `{agency}`; the profile supplies the name. */
export function fill(text: string): string {
  return text.replaceAll('{agency}', agency.name);
}
