import * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { useApiForm } from '~/lib/use-api-form';
import {
  inviteStaffSchema,
  staffRoleLabels,
  staffRoles,
  teamMessages,
  type InviteStaffInput,
} from '#shared/staff/team';
import { useInviteStaff } from '../api/team-mutations';
import { SaveRow } from '~/components/ui/form-submit';

const empty: InviteStaffInput = { email: '', firstName: '', lastName: '', role: 'agent' };

/**
 * Invite an agent or admin: the server e-mails a link to /accept-invite, where they choose
 * their name and password. A taken address (409) is said by the e-mail field.
 */
export function InviteForm() {
  const invite = useInviteStaff();
  const [sent, setSent] = React.useState<string | null>(null);
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: inviteStaffSchema,
    defaultValues: empty,
    send: (values: InviteStaffInput) => {
      setSent(null);
      return invite.mutateAsync(values);
    },
    onSent: (result) => {
      form.reset(empty);
      setSent(teamMessages.invited(result.email));
    },
    // A taken address (409) is said by the e-mail field.
    fieldFor: (error) => (error.status === 409 ? 'email' : undefined),
    fallback: 'The invitation could not be sent. Please try again.',
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-2xl space-y-4"
      aria-label="Invite a staff member"
    >
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" required error={errors.email?.message} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('lastName')} />}
        </FormField>
        <FormField label="Role" required error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <SaveRow
        pending={pending}
        label="Send Invitation"
        pendingLabel="Sending invitation..."
        saved={sent}
      />
    </form>
  );
}
