import { PeoplePage } from '~/features/portal/clients/components/people-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `People on Your Account | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ClientPortalPeople() {
  return <PeoplePage />;
}
