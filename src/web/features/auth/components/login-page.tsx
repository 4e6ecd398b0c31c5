import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { PageHero } from '~/components/layout/page-hero';
import { agency } from '~/lib/agency';
import { userMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { authMessages, loginSchema, safeReturnTo, type LoginInput } from '../../../../shared/auth';
import { phoneHref } from '../../../../shared/phone';
import { useLogIn } from '../api/log-in';

/** /login: e-mail and password; back to `returnTo` (a path of this site) once signed in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const logIn = useLogIn();
  const [showPassword, setShowPassword] = React.useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await logIn.mutateAsync(values);
      await navigate(returnTo, { replace: true });
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <>
      <PageHero
        heading="Log In to Your Client Portal"
        text="Policies, claims, documents and support chat in one place."
      />
      <section className="mx-auto w-full max-w-md px-4 py-12">
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div role="alert" aria-live="assertive" className="empty:hidden">
            {logIn.isError && (
              <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
                {userMessage(logIn.error, authMessages.invalidCredentials)}
              </p>
            )}
          </div>
          <FormField label="Email" required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="username"
                {...form.register('email')}
              />
            )}
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="pr-12"
                  {...form.register('password')}
                />
                <button
                  type="button"
                  aria-pressed={showPassword}
                  aria-label="Show password"
                  onClick={() => setShowPassword((shown) => !shown)}
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:text-ink"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
            )}
          </FormField>
          <Button
            type="submit"
            className="w-full"
            size="lg"
            disabled={!hydrated || logIn.isPending}
          >
            {logIn.isPending ? 'Logging in...' : 'Log In'}
          </Button>
          <p className="text-sm text-slate-700">
            Forgot your password or need an account? Call us at{' '}
            <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
              {agency.phone}
            </a>
            .
          </p>
        </form>
      </section>
    </>
  );
}
