import { ClaimsPage, claimsMeta } from '~/features/pages/components/claims-page';

export function meta() {
  return claimsMeta();
}

export default function Claims() {
  return <ClaimsPage />;
}
