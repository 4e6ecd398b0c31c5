import { href, Link, useNavigate, useSearchParams } from 'react-router';
import { agency } from '~/lib/agency';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import { authMessages, loginSchema, safeReturnTo } from '#shared/auth';
import { phoneHref } from '#shared/phone';
import { useLogIn } from '../api/log-in';
import {
  AccountForm,
  AccountNote,
  AccountPage,
  EmailField,
  KeepSignedInField,
  textLinkClasses,
} from './account-layout';
import { CodeSignInLink } from './code-sign-in-page';
import { CurrentPasswordField } from './password-field';

/** `?error=` values the OpenID Connect callback sends back here with. */
const returnedErrors: Record<string, string> = {
  oidc: authMessages.oidcFailed,
  'oidc-no-account': authMessages.oidcNoAccount,
};

/** /login: e-mail and password; back to `returnTo` (a path of this site) once signed in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const returnedError = returnedErrors[params.get('error') ?? ''];
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const logIn = useLogIn();
  const api = useApiForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '', remember: false },
    send: logIn.mutateAsync,
    onSent: () => void navigate(returnTo, { replace: true }),
    fallback: authMessages.invalidCredentials,
    own401: true,
    // A wrong password: the focus goes back to it, selected, for another try.
    focusOnRefusal: 'password',
  });

  return (
    <AccountPage
      heading="Log In to Your Client Portal"
      text="Policies, claims, documents and support chat in one place."
    >
      <AccountForm
        api={api}
        submit="Log In"
        busy="Logging in..."
        disabled={!hydrated}
        alert={returnedError}
        after={
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Link to={href('/reset-password')} className={textLinkClasses}>
              Forgot your password?
            </Link>
            <CodeSignInLink returnTo={returnTo} />
          </p>
        }
      >
        <EmailField form={api.form} autoComplete="username" />
        <CurrentPasswordField form={api.form} name="password" />
        <KeepSignedInField form={api.form} />
      </AccountForm>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <AccountNote
          text="New here?"
          to={href('/register')}
          link="Create an account"
          className=""
        />
        <p>
          Need help? Call us at{' '}
          <a href={phoneHref(agency.phone)} className={textLinkClasses}>
            {agency.phone}
          </a>
          .
        </p>
      </div>
    </AccountPage>
  );
}
