import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ActionOutcome } from '~/features/staff/shared/action-outcome';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { placeServerErrors } from '~/lib/use-api-form';
import { claimStatusText, type ClaimStatus } from '#shared/portal';
import {
  claimNotesSchema,
  claimTransitions,
  isClaimDecision,
  NOTE_MAX_LENGTH,
  staffClaimMessages,
  type StaffClaim,
} from '#shared/staff/claims';
import { useChangeClaimStatus } from '../api/claims';

type NotesInput = z.input<typeof claimNotesSchema>;
type Notes = z.output<typeof claimNotesSchema>;

/**
 * The next statuses of the claim as buttons, with a note for the client and one for staff. A
 * decision (approved, denied, closed) needs the note, the reason the client will read, and a
 * confirmation before it is e-mailed. The outcome is announced in a status region that stays in
 * place, so a screen reader hears it even when the button that was pressed is gone (the claim
 * moved on); focus goes to it too.
 */
export function ClaimStatusForm({ claim, headingId }: { claim: StaffClaim; headingId: string }) {
  const change = useChangeClaimStatus(claim.id);
  const [done, setDone] = React.useState<string | null>(null);
  const outcome = React.useRef<HTMLDivElement>(null);
  const form = useForm<NotesInput, unknown, Notes>({
    resolver: zodResolver(claimNotesSchema),
    defaultValues: { note: '', internalNote: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const next = claimTransitions[claim.status];
  const pendingTo = change.isPending ? change.variables?.status : undefined;

  // The decision waiting for its confirmation, with the notes it goes with.
  const [confirming, setConfirming] = React.useState<{ status: ClaimStatus; notes: Notes } | null>(
    null,
  );

  const send = (status: ClaimStatus, notes: Notes) => {
    if (change.isPending) return;
    setDone(null);
    change.mutate(
      { ...notes, status },
      {
        onSuccess: (moved) => {
          reset();
          setDone(staffClaimMessages.moved(moved.claimNumber, moved.status));
          outcome.current?.focus();
        },
        // A note's message goes by its field; anything else is said in the outcome region.
        onError: (error) => {
          if (!placeServerErrors(form, error)) outcome.current?.focus();
        },
      },
    );
  };

  const moveTo = (status: ClaimStatus) =>
    handleSubmit((notes) => {
      if (!isClaimDecision(status)) return send(status, notes);
      if (notes.note === null) {
        form.setError(
          'note',
          { message: staffClaimMessages.reasonRequired },
          { shouldFocus: true },
        );
        return;
      }
      setConfirming({ status, notes });
    });

  const failure =
    change.isError && !isUnauthorized(change.error)
      ? userMessage(change.error, staffClaimMessages.changeFailed)
      : null;

  return (
    <div className="space-y-4">
      <ActionOutcome ref={outcome} done={done} failure={failure} />
      {next.length === 0 ? (
        <p className="text-slate-700">
          This claim is {claimStatusText[claim.status].label.toLowerCase()}; its status no longer
          changes.
        </p>
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => event.preventDefault()}
          className="space-y-4"
        >
          <FormField
            label={
              next.some(isClaimDecision)
                ? 'Note to the client (the reason, for a decision)'
                : 'Note to the client (optional)'
            }
            hint="E-mailed to the client with the new status and shown in their portal."
            error={errors.note?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} maxLength={NOTE_MAX_LENGTH} {...register('note')} />
            )}
          </FormField>
          <FormField
            label="Internal note (optional)"
            hint="Only staff see it, in this claim's timeline."
            error={errors.internalNote?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                {...register('internalNote')}
              />
            )}
          </FormField>
          <ConfirmDialog
            open={confirming !== null}
            title={
              confirming
                ? staffClaimMessages.confirmTitle(claim.claimNumber, confirming.status)
                : ''
            }
            description={
              confirming ? (
                <>
                  {staffClaimMessages.confirmText(confirming.status)}
                  <span className="mt-3 block rounded-md bg-slate-50 p-3 text-ink">
                    {confirming.notes.note}
                  </span>
                </>
              ) : (
                ''
              )
            }
            confirmLabel={
              confirming ? `Move to ${claimStatusText[confirming.status].label}` : 'Move'
            }
            tone={confirming?.status === 'denied' ? 'danger' : 'neutral'}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              if (confirming) send(confirming.status, confirming.notes);
              setConfirming(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            {next.map((status, index) => (
              <Button
                key={status}
                type="button"
                variant={index === 0 ? 'default' : 'outline'}
                disabled={change.isPending}
                onClick={() => void moveTo(status)()}
              >
                {pendingTo === status ? 'Saving...' : `Move to ${claimStatusText[status].label}`}
              </Button>
            ))}
          </div>
        </form>
      )}
    </div>
  );
}
