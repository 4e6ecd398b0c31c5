import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { agency } from '~/lib/agency';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import { authMessages, loginSchema, safeReturnTo } from '#shared/auth';
import { phoneHref } from '#shared/phone';
import { useLogIn } from '../api/log-in';
import { AccountPage, cardClasses, FormAlert, textLinkClasses } from './account-layout';
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
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    send: logIn.mutateAsync,
    onSent: () => void navigate(returnTo, { replace: true }),
    fallback: authMessages.invalidCredentials,
    own401: true,
  });
  const { errors } = form.formState;
  const alert = formError ?? returnedError;

  return (
    <AccountPage
      heading="Log In to Your Client Portal"
      text="Policies, claims, documents and support chat in one place."
    >
      <form noValidate onSubmit={onSubmit} className={cardClasses}>
        <FormAlert message={alert} />
        <FormField label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="username" {...form.register('email')} />
          )}
        </FormField>
        <CurrentPasswordField
          error={errors.password?.message}
          register={form.register}
          name="password"
        />
        <Button type="submit" className="w-full" size="lg" disabled={!hydrated || pending}>
          {pending ? 'Logging in...' : 'Log In'}
        </Button>
        <p className="text-sm">
          <Link to="/reset-password" className={textLinkClasses}>
            Forgot your password?
          </Link>
        </p>
      </form>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          New here?{' '}
          <Link to="/register" className={textLinkClasses}>
            Create an account
          </Link>
        </p>
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
