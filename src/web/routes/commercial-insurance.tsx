import { commercialQuoteTool } from '#content/quote-tools';
import { QuoteToolPage, quoteToolMeta } from '../features/leads/components/quote-tool-page';

export function meta() {
  return quoteToolMeta(commercialQuoteTool);
}

export default function CommercialInsurance() {
  return <QuoteToolPage page={commercialQuoteTool} />;
}
