import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { ApiError, userMessage } from '~/lib/api';
import {
  inviteStaffSchema,
  staffRoleLabels,
  staffRoles,
  teamMessages,
  type InviteStaffInput,
} from '#shared/staff/team';
import { useInviteStaff } from '../api/team-mutations';

const fields = ['email', 'firstName', 'lastName', 'role'] as const;
type Field = (typeof fields)[number];

const empty: InviteStaffInput = { email: '', firstName: '', lastName: '', role: 'agent' };

/**
 * Invite an agent or admin: the server e-mails a link to /accept-invite, where they choose
 * their name and password. A taken address (409) is said by the e-mail field.
 */
export function InviteForm() {
  const invite = useInviteStaff();
  const [sent, setSent] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const form = useForm<InviteStaffInput>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: empty,
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFormError(null);
    try {
      const result = await invite.mutateAsync(values);
      form.reset(empty);
      setSent(teamMessages.invited(result.email));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'server', message: userMessage(error, '') });
        form.setFocus('email');
        return;
      }
      const placed = placeFieldErrors(error);
      if (placed.length === 0) {
        setFormError(userMessage(error, 'The invitation could not be sent. Please try again.'));
      }
    }
  });

  function placeFieldErrors(error: unknown) {
    if (!(error instanceof ApiError)) return [];
    const placed = error.errors.flatMap(({ path, message }) => {
      const field = fields.find((name) => name === path.split('.')[0]);
      return field ? [{ field, message }] : [];
    });
    for (const { field, message } of placed) form.setError(field, { type: 'server', message });
    if (placed[0]) form.setFocus(placed[0].field as Field);
    return placed;
  }

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
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending invitation...' : 'Send Invitation'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {sent}
        </p>
      </div>
    </form>
  );
}
