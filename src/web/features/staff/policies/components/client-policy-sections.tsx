import type { ClientDetail } from '#shared/staff/clients';
import { ClientPolicies } from './client-policies';
import { PoliciesBilling } from './policy-billing';
import { PolicyVehicles } from './policy-vehicles';

/** A client page's policies: the list (add, edit, cancel), how each is paid, the vehicles. */
export function ClientPolicySections({ client }: { client: ClientDetail }) {
  return (
    <>
      <ClientPolicies clientId={client.id} clientName={client.name} policies={client.policies} />
      <PoliciesBilling client={client} />
      <PolicyVehicles client={client} />
    </>
  );
}
