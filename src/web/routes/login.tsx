import { LoginPage } from '~/features/auth/components/login-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [{ title: `Log In | ${agency.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function Login() {
  return <LoginPage />;
}
