import { href } from 'react-router';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import { registerSchema } from '#shared/auth';
import { useRegister } from '../api/accounts';
import {
  AccountForm,
  AccountNote,
  AccountPage,
  EmailField,
  DonePanel,
  NameFields,
} from './account-layout';
import { NewPasswordField } from './password-field';

/** /register: a new client account, confirmed by the e-mailed link. */
export function RegisterPage() {
  const hydrated = useHydrated();
  const registration = useRegister();
  const api = useApiForm({
    schema: registerSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    send: registration.mutateAsync,
    fallback: 'We could not create your account. Please try again.',
  });

  return (
    <AccountPage
      heading="Create Your Account"
      text="See your policies and claims, file a claim, share documents and chat with your agent."
    >
      {registration.isSuccess ? (
        <DonePanel message={registration.data}>
          <AccountNote text="Confirmed already?" to={href('/login')} link="Log in" className="" />
        </DonePanel>
      ) : (
        <>
          <AccountForm
            api={api}
            submit="Create Account"
            busy="Creating your account..."
            disabled={!hydrated}
          >
            <NameFields form={api.form} />
            <EmailField form={api.form} autoComplete="email" />
            <NewPasswordField form={api.form} name="password" />
          </AccountForm>
          <AccountNote text="Already have an account?" to={href('/login')} link="Log in" />
        </>
      )}
    </AccountPage>
  );
}
