import { href, Link, useNavigate } from 'react-router';
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
import {
  AccountForm,
  AccountNote,
  AccountPage,
  EmailField,
  DonePanel,
  textLinkClasses,
} from './account-layout';
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
  const api = useApiForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    send: request.mutateAsync,
    fallback: 'We could not send the link just now. Please try again.',
  });
  const logIn = { text: 'Remembered it?', to: href('/login'), link: 'Log in' };

  if (request.isSuccess) {
    return (
      <DonePanel message={request.data}>
        <AccountNote {...logIn} className="" />
      </DonePanel>
    );
  }
  return (
    <>
      <AccountForm api={api} submit="Send Reset Link" busy="Sending..." disabled={!hydrated}>
        <EmailField form={api.form} autoComplete="email" />
      </AccountForm>
      <AccountNote {...logIn} />
    </>
  );
}

const newPasswordFormSchema = passwordResetSchema.omit({ token: true });
type NewPasswordValues = Omit<PasswordResetInput, 'token'>;
const fields = ['password'] as const;

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const api = useApiForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: '' },
    send: (values: NewPasswordValues) => reset.mutateAsync({ ...values, token }),
    onSent: () => void navigate(href('/client-portal'), { replace: true }),
    fallback: 'We could not save your new password. Please try again.',
  });

  // A token that cannot be one (cut short by a mail client) needs no request to be refused.
  const malformed = !passwordResetSchema.shape.token.safeParse(token).success;
  if (malformed || isRejectedLink(reset.error, fields)) {
    return (
      <LinkProblem>
        <p>
          <Link to={href('/reset-password')} className={textLinkClasses}>
            Request a new link
          </Link>{' '}
          to reset your password.
        </p>
      </LinkProblem>
    );
  }
  return (
    <AccountForm api={api} submit="Save New Password" busy="Saving...">
      <NewPasswordField
        form={api.form}
        name="password"
        label="New password"
        toggleLabel="Show new password"
      />
    </AccountForm>
  );
}
