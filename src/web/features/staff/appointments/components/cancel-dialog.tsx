import * as React from 'react';
import type { z } from 'zod';
import { DialogFormEnd, ModalDialog, dialogFormValidation } from '~/components/ui/modal-dialog';
import { TextareaField } from '~/components/ui/textarea-field';
import { useApiForm } from '~/lib/use-api-form';
import { formatAppointmentTime } from '#shared/appointments';
import { appointmentCancelSchema, type StaffAppointment } from '#shared/staff/appointments';
import { useCancelAppointment } from '../api/appointments';

type ReasonInput = z.input<typeof appointmentCancelSchema>;

/** The longest reason the server takes. */
const REASON_MAX_LENGTH = 500;

/**
 * "Cancel the appointment with …?": an alert dialog that asks for the reason the client reads in
 * the e-mail, open while `appointment` is given. The focus starts in the reason; Escape or "Keep
 * it" closes it and gives the focus back. A refusal of the reason is said by the field, anything
 * else (the appointment started or was cancelled meanwhile) in an alert above the buttons.
 */
export function CancelDialog({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: StaffAppointment | null;
  onClose: () => void;
  onCancelled: (cancelled: StaffAppointment) => void;
}) {
  // The last appointment shown stays while the dialog closes, so its title does not blink.
  const [shown, setShown] = React.useState(appointment);
  if (appointment && appointment !== shown) setShown(appointment);
  return (
    <ModalDialog
      open={appointment !== null}
      onClose={onClose}
      role="alertdialog"
      title={shown ? `Cancel the appointment with ${shown.name}?` : 'Cancel the appointment?'}
      description={
        shown &&
        `${formatAppointmentTime(shown.startsAt)}. ${shown.name} is e-mailed that it is cancelled, with your reason.`
      }
    >
      {shown && (
        <ReasonForm
          key={shown.id}
          appointment={shown}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      )}
    </ModalDialog>
  );
}

function ReasonForm({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: StaffAppointment;
  onClose: () => void;
  onCancelled: (cancelled: StaffAppointment) => void;
}) {
  const cancel = useCancelAppointment();
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: appointmentCancelSchema,
    defaultValues: { reason: '' } satisfies ReasonInput,
    send: ({ reason }) => cancel.mutateAsync({ id: appointment.id, reason }),
    onSent: onCancelled,
    fallback: 'The appointment could not be cancelled. Please try again.',
    ...dialogFormValidation,
  });

  return (
    <form
      noValidate
      aria-label={`Reason for cancelling the appointment with ${appointment.name}`}
      onSubmit={onSubmit}
      className="mt-4 space-y-4"
    >
      <TextareaField
        form={form}
        name="reason"
        label="Reason the client will read"
        required
        rows={3}
        maxLength={REASON_MAX_LENGTH}
      />
      <DialogFormEnd
        formError={formError}
        pending={pending}
        onCancel={onClose}
        cancelLabel="Keep it"
        destructive
      >
        {pending ? 'Cancelling...' : 'Cancel appointment'}
      </DialogFormEnd>
    </form>
  );
}
