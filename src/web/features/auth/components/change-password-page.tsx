import { LogIn } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { authMessages, changePasswordSchema } from '#shared/auth';
import { useChangePassword } from '../api/accounts';
import { loginHref, useCurrentUser } from '~/lib/session';
import { useApiForm } from '~/lib/use-api-form';
import {
  AccountForm,
  AccountPage,
  cardClasses,
  DonePanel,
  textLinkClasses,
} from './account-layout';
import { CurrentPasswordField, NewPasswordField } from './password-field';

/** /change-password (signed in): the current password, then the new one. */
export function ChangePasswordPage() {
  const { user } = useCurrentUser();
  let body;
  if (user === undefined) {
    body = (
      <p aria-busy="true" className="text-center text-slate-700">
        Loading...
      </p>
    );
  } else if (!user) {
    body = (
      <div className={`${cardClasses} text-center`}>
        <h2 className="text-2xl font-bold text-ink">Please log in</h2>
        <p className="text-slate-700">Log in first to change your password.</p>
        <a href={loginHref(href('/change-password'))} className={buttonVariants({ size: 'lg' })}>
          <LogIn aria-hidden="true" className="size-5" />
          Log In
        </a>
      </div>
    );
  } else {
    body = <ChangePasswordForm email={user.email} />;
  }
  return (
    <AccountPage
      heading="Change Your Password"
      text="Your other devices are logged out once the new password is saved."
    >
      {body}
    </AccountPage>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const api = useApiForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    send: change.mutateAsync,
    // Said by the field it is about, whether or not the server names the field.
    fieldFor: (error) =>
      error.serverMessage === authMessages.currentPasswordWrong ? 'currentPassword' : undefined,
    fallback: 'We could not change your password. Please try again.',
  });

  if (change.isSuccess) {
    return (
      <DonePanel message={change.data}>
        <p className="text-sm">
          <Link to={href('/client-portal')} className={textLinkClasses}>
            Back to your portal
          </Link>
        </p>
      </DonePanel>
    );
  }
  return (
    <>
      <AccountForm api={api} submit="Change Password" busy="Saving...">
        {/* Lets a password manager update the entry of this account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField
          form={api.form}
          name="currentPassword"
          label="Current password"
          toggleLabel="Show current password"
        />
        <NewPasswordField
          form={api.form}
          name="newPassword"
          label="New password"
          toggleLabel="Show new password"
        />
      </AccountForm>
      <p className="mt-6 text-center text-sm">
        <Link to={href('/client-portal')} className={textLinkClasses}>
          Back to your portal
        </Link>
      </p>
    </>
  );
}
