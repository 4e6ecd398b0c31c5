import { LogInPrompt } from '~/components/log-in-prompt';
import * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import { href, Link } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError, userMessage } from '~/lib/api';
import { useCurrentUser } from '~/lib/session';
import { formatDay } from '#shared/format';
import {
  invitePersonSchema,
  peopleMessages,
  type AccountPeople,
  type PolicyScope,
} from '#shared/clients';
import { invitationMessages } from '#shared/staff/invitations';
import {
  useAccountPeople,
  useInvitePerson,
  useRevokePerson,
  useWithdrawInvitation,
} from '../api/people';

type Person = AccountPeople['people'][number];

const backLink = (
  <Link to={href('/client-portal')} className={buttonVariants({ variant: 'ghost' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to my portal
  </Link>
);

/**
 * /client-portal/people (the account's holder): who signs in to the account, the invitations on
 * their way, an invitation for a household member or a business's staff (every policy, or the
 * chosen ones), and removing a member's access.
 */
export function PeoplePage() {
  const { user } = useCurrentUser();
  const people = useAccountPeople();

  if (user === null) return <LogInPrompt returnTo={href('/client-portal/people')} />;

  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-ink">People on your account</h1>
        {backLink}
      </div>
      {people.isPending ? (
        <p role="status">Loading the people on your account...</p>
      ) : people.isError ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          {people.error instanceof ApiError && people.error.status === 404
            ? peopleMessages.holdersOnly
            : userMessage(
                people.error,
                'The people on your account could not be loaded. Please try again.',
              )}
        </p>
      ) : (
        <>
          <PeopleList data={people.data} />
          <InviteForm policies={people.data.policies} />
        </>
      )}
    </section>
  );
}

const fullName = (p: { firstName: string | null; lastName?: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

function sees(scope: PolicyScope, ids: number[], policies: AccountPeople['policies']) {
  if (scope === 'all') return 'Sees every policy';
  const numbers = policies.filter((p) => ids.includes(p.id)).map((p) => p.policyNumber);
  return `Sees ${numbers.join(', ') || 'no policy'}`;
}

function PeopleList({ data }: { data: AccountPeople }) {
  const revoke = useRevokePerson();
  const withdraw = useWithdrawInvitation();
  const [asking, setAsking] = React.useState<Person | null>(null);
  const [said, setSaid] = React.useState<string | null>(null);
  return (
    <section aria-labelledby="people-list" className="space-y-3">
      <h2 id="people-list" className="text-xl font-semibold text-ink">
        Who signs in
      </h2>
      <p role="status" className="text-emerald-900">
        {said}
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {data.people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-ink">
                {fullName(person)}
                <span className="ml-2 text-sm font-normal text-slate-700">
                  {person.accountRole === 'holder' ? 'Account holder' : 'Member'}
                </span>
              </p>
              <p className="text-sm break-all text-slate-700">{person.email}</p>
              <p className="text-sm text-slate-700">
                {sees(person.policyScope, person.policyIds, data.policies)}.{' '}
                {person.revoked
                  ? 'Access removed.'
                  : person.lastSignInAt
                    ? `Last signed in ${formatDay(person.lastSignInAt)}.`
                    : 'Has not signed in yet.'}
              </p>
            </div>
            {person.accountRole === 'member' && !person.revoked && (
              <Button
                type="button"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() => setAsking(person)}
              >
                Remove access for {fullName(person)}
              </Button>
            )}
          </li>
        ))}
        {data.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-ink">
                {invitation.firstName ?? invitation.email}
                <span className="ml-2 text-sm font-normal text-slate-700">Invited</span>
              </p>
              <p className="text-sm break-all text-slate-700">{invitation.email}</p>
              <p className="text-sm text-slate-700">
                {sees(invitation.policyScope, invitation.policyIds, data.policies)}. The link is
                valid until {formatDay(invitation.expiresAt)}.
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(invitation.id, {
                  onSuccess: (result) => setSaid(result.message),
                  onError: (error) =>
                    setSaid(userMessage(error, invitationMessages.withdrawFailed)),
                })
              }
            >
              Withdraw the invitation to {invitation.email}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Remove access for ${fullName(asking)}?` : ''}
        description="They can no longer sign in to this account, and are signed out now. Their claims and documents stay with the account."
        confirmLabel="Remove access"
        tone="danger"
        onConfirm={() => {
          const person = asking!;
          setAsking(null);
          revoke.mutate(person.id, {
            onSuccess: (result) => setSaid(result.message),
            onError: (error) =>
              setSaid(userMessage(error, 'Their access could not be removed. Please try again.')),
          });
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** What an invited person may see, as the invitation's choices say it. */
const scopeChoices: readonly (readonly [PolicyScope, string])[] = [
  ['all', 'Every policy, its claims and documents'],
  ['chosen', 'Only the policies I choose'],
];

function InviteForm({ policies }: { policies: AccountPeople['policies'] }) {
  const invite = useInvitePerson();
  const [scope, setScope] = React.useState<PolicyScope>('all');
  const [chosen, setChosen] = React.useState<number[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [sent, setSent] = React.useState<string | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    const form = new FormData(event.currentTarget);
    const input = {
      email: String(form.get('email') ?? ''),
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? '') || undefined,
      policyScope: scope,
      policyIds: scope === 'chosen' ? chosen : [],
    };
    const parsed = invitePersonSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(input, {
      onSuccess: (result) => {
        setSent(result.message);
        formRef.current?.reset();
        setScope('all');
        setChosen([]);
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.errors.length
            ? Object.fromEntries(error.errors.map((e) => [e.path, e.message]))
            : { form: userMessage(error, 'The invitation could not be sent. Please try again.') },
        ),
    });
  }

  return (
    <section
      aria-labelledby="people-invite"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="people-invite" className="text-xl font-semibold text-ink">
        Invite someone to this account
      </h2>
      <p className="text-slate-700">
        A spouse, an adult child, or for a business the office manager: they get their own sign-in
        and see the policies you choose.
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {errors.form && (
          <p role="alert" className="text-red-800">
            {errors.form}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Their e-mail" required error={errors.email}>
            {(control) => <Input {...control} name="email" type="email" autoComplete="off" />}
          </FormField>
          <FormField label="First name" required error={errors.firstName}>
            {(control) => <Input {...control} name="firstName" autoComplete="off" />}
          </FormField>
          <FormField label="Last name" error={errors.lastName}>
            {(control) => <Input {...control} name="lastName" autoComplete="off" />}
          </FormField>
        </div>
        <fieldset className="space-y-2">
          <legend className="font-semibold text-ink">What may they see?</legend>
          {scopeChoices.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="scope"
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-5 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {scope === 'chosen' && (
          <fieldset
            className="space-y-2"
            aria-describedby={errors.policyIds ? 'policy-choice-error' : undefined}
          >
            <legend className="font-semibold text-ink">The policies they see</legend>
            {policies.map((policy) => (
              <label key={policy.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={chosen.includes(policy.id)}
                  onChange={(e) =>
                    setChosen((c) =>
                      e.target.checked ? [...c, policy.id] : c.filter((id) => id !== policy.id),
                    )
                  }
                />
                {policy.policyType} {policy.policyNumber}
              </label>
            ))}
            {errors.policyIds && (
              <p id="policy-choice-error" className="text-sm font-medium text-red-700">
                {errors.policyIds}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send the invitation'}
        </Button>
        <p role="status" className="text-emerald-900">
          {sent}
        </p>
      </form>
    </section>
  );
}
