import { ResetPasswordPage } from '~/features/auth/components/reset-password-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Reset Your Password | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
