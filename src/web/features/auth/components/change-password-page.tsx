import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { ApiError } from '~/lib/api';
import { authMessages, changePasswordSchema, type ChangePasswordInput } from '#shared/auth';
import { useChangePassword } from '../api/accounts';
import { loginHref, useCurrentUser } from '~/lib/session';
import { formErrorMessage, placeFieldErrors } from '../lib/server-errors';
import { AccountPage, cardClasses, DonePanel, FormAlert, textLinkClasses } from './account-layout';
import { CurrentPasswordField, NewPasswordField } from './password-field';

const fields = ['currentPassword', 'newPassword'] as const;

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
        <a href={loginHref('/change-password')} className={buttonVariants({ size: 'lg' })}>
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
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (placeFieldErrors(error, form, fields)) return;
      // Said by the field it is about, whether or not the server names the field.
      if (error instanceof ApiError && error.serverMessage === authMessages.currentPasswordWrong) {
        form.setError('currentPassword', { type: 'server', message: error.serverMessage });
        form.setFocus('currentPassword');
      }
    }
  });

  const wrongCurrentPassword =
    change.error instanceof ApiError &&
    change.error.serverMessage === authMessages.currentPasswordWrong;

  if (change.isSuccess) {
    return (
      <DonePanel message={change.data}>
        <p className="text-sm">
          <Link to="/client-portal" className={textLinkClasses}>
            Back to your portal
          </Link>
        </p>
      </DonePanel>
    );
  }
  return (
    <>
      <form noValidate onSubmit={onSubmit} className={cardClasses}>
        <FormAlert
          message={formErrorMessage(
            wrongCurrentPassword ? null : change.error,
            fields,
            'We could not change your password. Please try again.',
          )}
        />
        {/* Lets a password manager update the entry of this account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField
          label="Current password"
          toggleLabel="Show current password"
          error={errors.currentPassword?.message}
          register={form.register}
          name="currentPassword"
        />
        <NewPasswordField
          label="New password"
          toggleLabel="Show new password"
          error={errors.newPassword?.message}
          register={form.register}
          name="newPassword"
        />
        <Button type="submit" className="w-full" size="lg" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/client-portal" className={textLinkClasses}>
          Back to your portal
        </Link>
      </p>
    </>
  );
}
