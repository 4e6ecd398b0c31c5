import { href, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { userMessage } from '~/lib/api';
import { useApiForm } from '~/lib/use-api-form';
import {
  acceptInviteSchema,
  PASSWORD_MIN_LENGTH,
  type AcceptInviteInput,
  type Invitation,
} from '#shared/auth';
import { phoneHref } from '#shared/phone';
import { useAcceptInvite, useInvitation } from '../api/accounts';
import { useFragmentToken } from '../lib/fragment-token';
import { isRejectedLink } from '../lib/rejected-link';
import { AccountForm, AccountPage, FormAlert, NameFields, textLinkClasses } from './account-layout';
import { LinkPending, LinkProblem } from './link-problem';
import { NewPasswordField } from './password-field';

const formSchema = acceptInviteSchema.omit({ token: true });
type AcceptInviteValues = Omit<AcceptInviteInput, 'token'>;
const fields = ['firstName', 'lastName', 'password'] as const;

/** An invitation link that does not work: the agency sends a new one. */
function InvitationProblem() {
  return (
    <LinkProblem>
      <p>
        Please call us at{' '}
        <a href={phoneHref(agency.phone)} className={textLinkClasses}>
          {agency.phone}
        </a>{' '}
        and we will send you a new invitation.
      </p>
    </LinkProblem>
  );
}

/**
 * /accept-invite#token=…: a client invited by the agency sets name and password; the account
 * is created and signed in, then the portal opens.
 */
export function AcceptInvitePage() {
  const token = useFragmentToken();
  const invitation = useInvitation(token);

  let body;
  if (token === null || isRejectedLink(invitation.error)) {
    body = <InvitationProblem />;
  } else if (invitation.isError) {
    body = (
      <div className="space-y-4">
        <FormAlert
          message={userMessage(invitation.error, 'We could not open your invitation just now.')}
        />
        <Button onClick={() => void invitation.refetch()}>Try again</Button>
      </div>
    );
  } else if (!token || !invitation.data) {
    body = <LinkPending text="Opening your invitation..." />;
  } else {
    body = <AcceptInviteForm token={token} invitation={invitation.data} />;
  }

  return (
    <AccountPage
      heading="Set Up Your Account"
      text={
        invitation.data && invitation.data.role !== 'client'
          ? 'You are invited to the staff console: choose a password to get started.'
          : 'Your agent invited you to the client portal. Check your name and open it: a password is up to you.'
      }
    >
      {body}
    </AccountPage>
  );
}

function AcceptInviteForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const api = useApiForm({
    schema: formSchema,
    send: (values: AcceptInviteValues) => accept.mutateAsync({ ...values, token }),
    // A staff invitation (the Team page) makes an agent or admin: their place is the console.
    onSent: (user) =>
      void navigate(user.role === 'client' ? href('/client-portal') : href('/staff'), {
        replace: true,
      }),
    fallback: 'We could not set up your account. Please try again.',
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      password: '',
    },
  });

  if (isRejectedLink(accept.error, fields)) return <InvitationProblem />;
  const staff = invitation.role !== 'client';
  return (
    <AccountForm
      api={api}
      submit={staff ? 'Set Up Account' : 'Open My Portal'}
      busy="Setting up your account..."
    >
      <div>
        <p className="text-sm font-semibold text-ink">Email</p>
        <p className="mt-1.5 break-all text-ink">{invitation.email}</p>
      </div>
      <NameFields form={api.form} />
      {/* Lets a password manager store the new password under the right e-mail. */}
      <input
        type="email"
        name="email"
        autoComplete="username"
        value={invitation.email}
        readOnly
        hidden
      />
      {staff ? (
        <NewPasswordField form={api.form} name="password" />
      ) : (
        <NewPasswordField
          form={api.form}
          name="password"
          label="Password (optional)"
          optional={`Leave it blank to sign in with a code we e-mail you. At least ${PASSWORD_MIN_LENGTH} characters if you choose one.`}
        />
      )}
    </AccountForm>
  );
}
