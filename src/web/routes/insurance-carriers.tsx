import { CarriersPage, carriersMeta } from '~/features/carriers/components/carriers-page';

export function meta() {
  return carriersMeta();
}

export default function InsuranceCarriers() {
  return <CarriersPage />;
}
