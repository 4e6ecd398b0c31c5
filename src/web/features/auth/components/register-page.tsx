import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import { registerSchema } from '#shared/auth';
import { useRegister } from '../api/accounts';
import { AccountPage, cardClasses, DonePanel, FormAlert, textLinkClasses } from './account-layout';
import { NewPasswordField } from './password-field';

/** /register: a new client account, confirmed by the e-mailed link. */
export function RegisterPage() {
  const hydrated = useHydrated();
  const registration = useRegister();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: registerSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    send: registration.mutateAsync,
    fallback: 'We could not create your account. Please try again.',
  });
  const { errors } = form.formState;

  return (
    <AccountPage
      heading="Create Your Account"
      text="See your policies and claims, file a claim, share documents and chat with your agent."
    >
      {registration.isSuccess ? (
        <DonePanel message={registration.data}>
          <p className="text-sm text-slate-700">
            Confirmed already?{' '}
            <Link to="/login" className={textLinkClasses}>
              Log in
            </Link>
          </p>
        </DonePanel>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className={cardClasses}>
            <FormAlert message={formError} />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="First name" required error={errors.firstName?.message}>
                {(control) => (
                  <Input {...control} autoComplete="given-name" {...form.register('firstName')} />
                )}
              </FormField>
              <FormField label="Last name" required error={errors.lastName?.message}>
                {(control) => (
                  <Input {...control} autoComplete="family-name" {...form.register('lastName')} />
                )}
              </FormField>
            </div>
            <FormField label="Email" required error={errors.email?.message}>
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
              )}
            </FormField>
            <NewPasswordField
              error={errors.password?.message}
              register={form.register}
              name="password"
            />
            <Button type="submit" className="w-full" size="lg" disabled={!hydrated || pending}>
              {pending ? 'Creating your account...' : 'Create Account'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-700">
            Already have an account?{' '}
            <Link to="/login" className={textLinkClasses}>
              Log in
            </Link>
          </p>
        </>
      )}
    </AccountPage>
  );
}
