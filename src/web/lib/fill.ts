import { fillPlaceholders } from '#shared/content/placeholders';
import { agency } from './agency';

/** A text of the content with the agency's placeholders (`{agency}`, `{phone}`...) filled. */
export function fill(text: string): string {
  return fillPlaceholders(text, agency);
}
