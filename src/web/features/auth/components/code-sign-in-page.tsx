import * as React from 'react';
import { href, Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import { useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import {
  authMessages,
  codeRequestSchema,
  codeSignInSchema,
  safeReturnTo,
  SIGN_IN_CODE,
  type CodeSignInInput,
} from '#shared/auth';
import { useRequestSignInCode, useSignInWithCode } from '../api/accounts';
import {
  AccountForm,
  AccountNote,
  AccountPage,
  EmailField,
  KeepSignedInField,
  textLinkClasses,
} from './account-layout';

/**
 * /login/code: signing in without a password. The e-mail address first, then the six-digit code
 * the e-mail brings; back to `returnTo` once signed in.
 */
export function CodeSignInPage() {
  const [email, setEmail] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState<string>('');
  return (
    <AccountPage
      heading="Sign In with a Code"
      text="No password needed: we e-mail you a code that signs you in."
    >
      {email === null ? (
        <EmailStep
          onSent={(address, message) => {
            setEmail(address);
            setSent(message);
          }}
        />
      ) : (
        <CodeStep email={email} sent={sent} onOtherEmail={() => setEmail(null)} />
      )}
      <AccountNote text="Rather use your password?" to={href('/login')} link="Log in" />
    </AccountPage>
  );
}

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const hydrated = useHydrated();
  const request = useRequestSignInCode();
  const api = useApiForm({
    schema: codeRequestSchema,
    defaultValues: { email: '' },
    send: async (values: { email: string }) => {
      const message = await request.mutateAsync(values);
      onSent(values.email.trim().toLowerCase(), message);
    },
    fallback: 'We could not send the code just now. Please try again.',
  });
  return (
    <AccountForm api={api} submit="E-mail Me a Code" busy="Sending..." disabled={!hydrated}>
      <EmailField form={api.form} autoComplete="email" />
    </AccountForm>
  );
}

const codeFormSchema = codeSignInSchema.omit({ email: true });

function CodeStep({
  email,
  sent,
  onOtherEmail,
}: {
  email: string;
  sent: string;
  onOtherEmail: () => void;
}) {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const signIn = useSignInWithCode();
  const resend = useRequestSignInCode();
  const status = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => status.current?.focus(), []);
  const api = useApiForm({
    schema: codeFormSchema,
    defaultValues: { code: '', remember: false },
    send: (values: Omit<CodeSignInInput, 'email'>) => signIn.mutateAsync({ ...values, email }),
    onSent: () => void navigate(returnTo, { replace: true }),
    fallback: authMessages.codeRefused,
    own401: true,
    focusOnRefusal: 'code',
  });
  return (
    <>
      <p ref={status} tabIndex={-1} role="status" className="mb-4 text-sm text-slate-700">
        {resend.isSuccess ? `We sent a new code. ${resend.data}` : sent}
      </p>
      <AccountForm
        api={api}
        submit="Sign In"
        busy="Signing in..."
        after={
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <button
              type="button"
              className={textLinkClasses}
              disabled={resend.isPending}
              onClick={() => resend.mutate({ email })}
            >
              Send a new code
            </button>
            <button type="button" className={textLinkClasses} onClick={onOtherEmail}>
              Use another e-mail address
            </button>
          </p>
        }
      >
        <TextField
          form={api.form}
          name="code"
          label={`${SIGN_IN_CODE.digits}-digit code`}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE.digits}
          hint={`Sent to ${email}. It is valid for ${SIGN_IN_CODE.ttlMinutes} minutes.`}
        />
        <KeepSignedInField form={api.form} />
      </AccountForm>
    </>
  );
}

/** The way in from the log-in page. */
export function CodeSignInLink({ returnTo }: { returnTo: string }) {
  const to =
    returnTo === href('/client-portal')
      ? href('/login/code')
      : `${href('/login/code')}?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <Link to={to} className={textLinkClasses}>
      Sign in with an e-mailed code instead
    </Link>
  );
}
