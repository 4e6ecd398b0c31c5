import { AcceptInvitePage } from '~/features/auth/components/accept-invite-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Set Up Your Account | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AcceptInvite() {
  return <AcceptInvitePage />;
}
