import * as React from 'react';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ModalDialog, dialogFormValidation } from '~/components/ui/modal-dialog';
import { Textarea } from '~/components/ui/textarea';
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
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      noValidate
      aria-label={`Reason for cancelling the appointment with ${appointment.name}`}
      onSubmit={onSubmit}
      className="mt-4 space-y-4"
    >
      <FormField label="Reason the client will read" required error={errors.reason?.message}>
        {(control) => (
          <Textarea {...control} rows={3} maxLength={REASON_MAX_LENGTH} {...register('reason')} />
        )}
      </FormField>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" data-close onClick={onClose}>
          Keep it
        </Button>
        <Button
          type="submit"
          disabled={pending}
          className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
        >
          {pending ? 'Cancelling...' : 'Cancel appointment'}
        </Button>
      </div>
    </form>
  );
}
