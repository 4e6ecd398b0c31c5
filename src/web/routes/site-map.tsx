import { useLoaderData } from 'react-router';
import { SiteMapPage, siteMapMeta } from '~/features/pages/components/site-map-page';
import { productLinks } from '~/features/pages/lib/product-links';

// Runs only while prerendering: the product pages are whatever content/products/*.ts holds.
export async function loader() {
  return productLinks(import.meta.glob('/content/products/*.ts'));
}

export function meta() {
  return siteMapMeta();
}

export default function SiteMap() {
  const products = useLoaderData<typeof loader>();
  return <SiteMapPage products={products} />;
}
