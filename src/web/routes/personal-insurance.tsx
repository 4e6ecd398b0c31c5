import { personalQuoteTool } from '#content/quote-tools';
import { QuoteToolPage, quoteToolMeta } from '../features/leads/components/quote-tool-page';
import { quoteFormHandle } from '~/lib/quote-target';

export const handle = quoteFormHandle;

export function meta() {
  return quoteToolMeta(personalQuoteTool);
}

export default function PersonalInsurance() {
  return <QuoteToolPage page={personalQuoteTool} />;
}
