import { VerifyEmailPage } from '~/features/auth/components/verify-email-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Confirm Your E-mail | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function VerifyEmail() {
  return <VerifyEmailPage />;
}
