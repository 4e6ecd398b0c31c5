import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { DialogFormEnd, ModalDialog, dialogFormValidation } from '~/components/ui/modal-dialog';
import { useApiForm } from '~/lib/use-api-form';
import { inviteClientSchema, TOKEN_TTL_HOURS, type InviteClientInput } from '#shared/auth';
import { useInviteClient } from '../api/invite-client';
import { formatDay } from '#shared/format';

const emptyValues: InviteClientInput = { email: '', firstName: '', lastName: '' };

/**
 * "Invite client": an e-mailed link (valid 7 days) to /accept-invite, where the client chooses a
 * password. Shows where it went, or why not (an account with that address already exists).
 */
export function InviteClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // A fresh form each time "Invite another" is chosen.
  const [round, setRound] = React.useState(0);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Invite a client"
      description={`The client gets an e-mail with a link to set a password, valid for ${TOKEN_TTL_HOURS.invitation / 24} days.`}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <InviteForm key={round} onClose={onClose} onAnother={() => setRound((n) => n + 1)} />
    </ModalDialog>
  );
}

function InviteForm({ onClose, onAnother }: { onClose: () => void; onAnother: () => void }) {
  const invite = useInviteClient();
  const doneRef = React.useRef<HTMLParagraphElement>(null);
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: inviteClientSchema,
    defaultValues: emptyValues,
    send: invite.mutateAsync,
    // 409: an account with this address exists; it belongs to the address field.
    fieldFor: (error) => (error.status === 409 ? 'email' : undefined),
    fallback: 'The invitation could not be sent. Please try again.',
    ...dialogFormValidation,
  });
  const {
    register,
    formState: { errors },
  } = form;

  React.useEffect(() => {
    if (invite.isSuccess) doneRef.current?.focus();
  }, [invite.isSuccess]);

  if (invite.isSuccess) {
    return (
      <div className="mt-4 space-y-4">
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="flex gap-2 rounded-md bg-green-50 p-3 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Invitation sent to <span className="font-semibold break-all">{invite.data.email}</span>.
            The link is valid until {formatDay(invite.data.expiresAt)}.
          </span>
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onAnother}>
            Invite another
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate aria-label="Invite a client" onSubmit={onSubmit} className="mt-4 space-y-4">
      <FormField label="E-mail" required error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('lastName')} />}
        </FormField>
      </div>
      <DialogFormEnd formError={formError} pending={pending} onCancel={onClose}>
        {pending ? 'Sending...' : 'Send invitation'}
      </DialogFormEnd>
    </form>
  );
}
