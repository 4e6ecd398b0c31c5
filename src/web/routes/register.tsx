import { RegisterPage } from '~/features/auth/components/register-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [{ title: `Create an Account | ${agency.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function Register() {
  return <RegisterPage />;
}
