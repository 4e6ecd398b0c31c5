import { CodeSignInPage } from '~/features/auth/components/code-sign-in-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Sign In with a Code | ${agency.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function LoginCode() {
  return <CodeSignInPage />;
}
