import { href, Link, useNavigate } from 'react-router';
import { useApiForm } from '~/lib/use-api-form';
import { verifyEmailSchema, type VerifyEmailInput } from '#shared/auth';
import { useVerifyEmail } from '../api/accounts';
import { useFragmentToken } from '../lib/fragment-token';
import { isRejectedLink } from '../lib/rejected-link';
import { AccountForm, AccountPage, textLinkClasses } from './account-layout';
import { LinkProblem } from './link-problem';
import { CurrentPasswordField } from './password-field';

/**
 * /verify-email#token=…: confirms the address of a new account. The e-mailed link proves the
 * mailbox; the password typed here picks the reader's own registration (someone else may have
 * registered the same address), and signs the client in; then the portal.
 */
export function VerifyEmailPage() {
  const token = useFragmentToken();
  return (
    <AccountPage
      heading="Confirm Your E-mail Address"
      text="One step before you see your policies, claims and documents: enter the password you chose when you registered."
    >
      {token === null && <RegisterAgain />}
      {token && <ConfirmForm token={token} />}
    </AccountPage>
  );
}

function RegisterAgain() {
  return (
    <LinkProblem>
      <p>
        Please{' '}
        <Link to={href('/register')} className={textLinkClasses}>
          register again
        </Link>{' '}
        to get a new link. If you confirmed already,{' '}
        <Link to={href('/login')} className={textLinkClasses}>
          log in
        </Link>
        .
      </p>
    </LinkProblem>
  );
}

const confirmFormSchema = verifyEmailSchema.omit({ token: true });
type ConfirmValues = Omit<VerifyEmailInput, 'token'>;
const fields = ['password'] as const;

function ConfirmForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const api = useApiForm({
    schema: confirmFormSchema,
    defaultValues: { password: '' },
    send: (values: ConfirmValues) => verify.mutateAsync({ ...values, token }),
    onSent: () => void navigate(href('/client-portal'), { replace: true }),
    fallback: 'We could not confirm your address just now. Please try again.',
  });

  // A token that cannot be one (cut short by a mail client) needs no request to be refused.
  const malformed = !verifyEmailSchema.shape.token.safeParse(token).success;
  if (malformed || isRejectedLink(verify.error, fields)) return <RegisterAgain />;
  return (
    <AccountForm api={api} submit="Confirm and Log In" busy="Confirming...">
      <CurrentPasswordField form={api.form} name="password" />
    </AccountForm>
  );
}
