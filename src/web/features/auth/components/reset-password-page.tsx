import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
} from '#shared/auth';
import { useRequestPasswordReset, useResetPassword } from '../api/accounts';
import { useFragmentToken } from '../lib/fragment-token';
import { isRejectedLink } from '../lib/rejected-link';
import { AccountPage, cardClasses, DonePanel, FormAlert, textLinkClasses } from './account-layout';
import { LinkProblem } from './link-problem';
import { NewPasswordField } from './password-field';

/**
 * /reset-password: without a token, asks for the e-mail address to send a link to; with the
 * e-mailed `#token=…`, asks for the new password, which signs the client in.
 */
export function ResetPasswordPage() {
  const token = useFragmentToken();
  return (
    <AccountPage
      heading={token ? 'Choose a New Password' : 'Reset Your Password'}
      text={
        token
          ? 'Your other devices are logged out once the new password is saved.'
          : 'Enter the e-mail address of your account and we will send you a link to choose a new password.'
      }
    >
      {token === null && <RequestResetForm />}
      {token && <NewPasswordForm token={token} />}
    </AccountPage>
  );
}

function RequestResetForm() {
  const hydrated = useHydrated();
  const request = useRequestPasswordReset();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    send: request.mutateAsync,
    fallback: 'We could not send the link just now. Please try again.',
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <DonePanel message={request.data}>
        <p className="text-sm text-slate-700">
          Remembered it?{' '}
          <Link to="/login" className={textLinkClasses}>
            Log in
          </Link>
        </p>
      </DonePanel>
    );
  }
  return (
    <>
      <form noValidate onSubmit={onSubmit} className={cardClasses}>
        <FormAlert message={formError} />
        <FormField label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={!hydrated || pending}>
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={textLinkClasses}>
          Log in
        </Link>
      </p>
    </>
  );
}

const newPasswordFormSchema = passwordResetSchema.omit({ token: true });
type NewPasswordValues = Omit<PasswordResetInput, 'token'>;
const fields = ['password'] as const;

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '' },
    send: (values: NewPasswordValues) => reset.mutateAsync({ ...values, token }),
    onSent: () => void navigate('/client-portal', { replace: true }),
    fallback: 'We could not save your new password. Please try again.',
  });
  const { errors } = form.formState;

  // A token that cannot be one (cut short by a mail client) needs no request to be refused.
  const malformed = !passwordResetSchema.shape.token.safeParse(token).success;
  if (malformed || isRejectedLink(reset.error, fields)) {
    return (
      <LinkProblem>
        <p>
          <Link to="/reset-password" className={textLinkClasses}>
            Request a new link
          </Link>{' '}
          to reset your password.
        </p>
      </LinkProblem>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className={cardClasses}>
      <FormAlert message={formError} />
      <NewPasswordField
        label="New password"
        toggleLabel="Show new password"
        error={errors.password?.message}
        register={form.register}
        name="password"
      />
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? 'Saving...' : 'Save New Password'}
      </Button>
    </form>
  );
}
