import { data as response, useLoaderData } from 'react-router';
import { CarrierLogo } from '~/features/carriers/components/carrier-logo';
import { QuoteForm, type QuoteFormProps } from '../features/leads/components/quote-form';
import { Island } from '~/islands/island';
import { ProductPage, productMeta } from '~/features/products/components/product-page';
import { QUOTE_FORM_ID, quoteFormHandle } from '~/lib/quote-target';
import { loadProductPage, type ProductPageData } from '~/features/products/lib/load-product-page';
import { agency } from '~/lib/agency';
import { coverageOptionsFor } from '#shared/coverage-options';
import { businessIndustries } from '#content/quote-tools';

// Every product page (content/products/<name>.ts). The loader runs only while prerendering, so the
// content travels as data inside each page's HTML and React Router drops it from the client JS.
export async function loader({ request }: { request: Request }) {
  const pages = import.meta.glob('/content/products/*.ts');
  const carriers = import.meta.glob('/content/carriers.ts');
  const found = await loadProductPage(new URL(request.url).pathname, pages, carriers, agency);
  if (!found) throw response(null, { status: 404 });
  return found;
}

export const handle = quoteFormHandle;

export function meta({ loaderData }: { loaderData: ProductPageData | undefined }) {
  return productMeta(loaderData);
}

export default function Product() {
  const data = useLoaderData<typeof loader>();
  const { quote } = data.page;
  return (
    <ProductPage
      data={data}
      carrierLogo={(carrier) => <CarrierLogo carrier={carrier} size={56} />}
      quoteForm={
        <Island
          name="quote-form"
          component={QuoteForm}
          props={{
            id: QUOTE_FORM_ID,
            type: quote.type as QuoteFormProps['type'],
            insuranceType: quote.label,
            coverageOptions: coverageOptionsFor(quote.coverageIds),
            // The page's own coverage starts ticked: its first option.
            preselected: quote.coverageIds[0] ?? null,
            industries: quote.type === 'commercial' ? businessIndustries : undefined,
          }}
        />
      }
    />
  );
}
