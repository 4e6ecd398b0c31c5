import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ActionForm, NoteField } from '~/features/staff/shared/action-form';
import { useActionOutcome } from '~/features/staff/shared/use-action-outcome';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { placeServerErrors } from '~/lib/use-api-form';
import { type ClaimStatus, claimStatusText } from '#shared/claims';
import {
  claimNotesSchema,
  claimTransitions,
  isClaimDecision,
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
  const outcome = useActionOutcome();
  const form = useForm<NotesInput, unknown, Notes>({
    resolver: zodResolver(claimNotesSchema),
    defaultValues: { note: '', internalNote: '' },
  });
  const { handleSubmit, reset } = form;

  const next = claimTransitions[claim.status];
  const pendingTo = change.isPending ? change.variables?.status : undefined;

  // The decision waiting for its confirmation, with the notes it goes with.
  const [confirming, setConfirming] = React.useState<{ status: ClaimStatus; notes: Notes } | null>(
    null,
  );

  const send = (status: ClaimStatus, notes: Notes) => {
    if (change.isPending) return;
    outcome.setDone(null);
    change.mutate(
      { ...notes, status },
      {
        onSuccess: (moved) => {
          reset();
          outcome.setDone(staffClaimMessages.moved(moved.claimNumber, moved.status));
          outcome.focus();
        },
        // A note's message goes by its field; anything else is said in the outcome region.
        onError: (error) => {
          if (!placeServerErrors(form, error)) outcome.focus();
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
    <ActionForm
      outcome={outcome}
      failure={failure}
      headingId={headingId}
      onSubmit={(event) => event.preventDefault()}
      closed={
        next.length === 0 ? (
          <p className="text-slate-700">
            This claim is {claimStatusText[claim.status].label.toLowerCase()}; its status no longer
            changes.
          </p>
        ) : undefined
      }
    >
      <NoteField
        form={form}
        name="note"
        label={
          next.some(isClaimDecision)
            ? 'Note to the client (the reason, for a decision)'
            : 'Note to the client (optional)'
        }
        hint="E-mailed to the client with the new status and shown in their portal."
      />
      <NoteField
        form={form}
        name="internalNote"
        label="Internal note (optional)"
        hint="Only staff see it, in this claim's timeline."
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming ? staffClaimMessages.confirmTitle(claim.claimNumber, confirming.status) : ''
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
        confirmLabel={confirming ? `Move to ${claimStatusText[confirming.status].label}` : 'Move'}
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
    </ActionForm>
  );
}
