import { ChangePasswordPage } from '~/features/auth/components/change-password-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Change Your Password | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ChangePassword() {
  return <ChangePasswordPage />;
}
