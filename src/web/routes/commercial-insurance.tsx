import { commercialQuoteTool } from '#content/quote-tools';
import { QuoteToolPage, quoteToolMeta } from '../features/leads/components/quote-tool-page';
import { quoteFormHandle } from '~/lib/quote-target';

export const handle = quoteFormHandle;

export function meta() {
  return quoteToolMeta(commercialQuoteTool);
}

export default function CommercialInsurance() {
  return <QuoteToolPage page={commercialQuoteTool} />;
}
