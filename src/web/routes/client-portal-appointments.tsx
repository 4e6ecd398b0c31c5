import { ClientAppointmentsPage } from '~/features/appointments/components/client-appointments-page';
import { usePolicies } from '~/features/portal/policies/api/policies';
import { agency } from '~/lib/agency';

export function meta() {
  return [{ title: `Appointments | ${agency.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The appointments page, with the client's policies in force to choose one to review. */
export default function ClientPortalAppointments() {
  const policies = usePolicies();
  const choices = (policies.data ?? [])
    .filter((policy) => policy.status === 'active')
    .map((policy) => ({ id: policy.id, label: `${policy.policyType}, ${policy.policyNumber}` }));
  return <ClientAppointmentsPage policies={choices} />;
}
