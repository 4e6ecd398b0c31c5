import * as React from 'react';
import { useForm } from 'react-hook-form';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { placeServerErrors } from '~/lib/use-api-form';
import {
  type ServiceRequestStatus,
  canMoveServiceRequest,
  serviceRequestStatuses,
  serviceStatusText,
} from '#shared/change-requests';
import {
  updateServiceRequestSchema,
  type StaffServiceRequest,
  type UpdateServiceRequestInput,
} from '#shared/staff/change-requests';
import { ActionForm, AssigneeField, NoteField, SelectField } from '../../shared/action-form';
import { passesCheck, useActionOutcome } from '../../shared/use-action-outcome';
import { useStaffMembers } from '../../shared/staff-members';
import { useUpdateServiceRequest } from '../api/service';
import { savedMessage } from '../lib/saved-message';

interface WorkValues {
  status: ServiceRequestStatus;
  /** A staff member's id, or '' for nobody. */
  assigneeId: string;
  note: string;
  internalNote: string;
}

const fields = ['status', 'assigneeId', 'note', 'internalNote'] as const;

/** Only what changed: a status or assignee left as they are, and blank notes, are not sent. */
function changesOf(values: WorkValues, request: StaffServiceRequest): UpdateServiceRequestInput {
  const changes: UpdateServiceRequestInput = {};
  if (values.status !== request.status) changes.status = values.status;
  const assigneeId = values.assigneeId || null;
  if (assigneeId !== (request.assignee?.id ?? null)) changes.assigneeId = assigneeId;
  const note = values.note.trim();
  if (note) changes.note = note;
  const internalNote = values.internalNote.trim();
  if (internalNote) changes.internalNote = internalNote;
  return changes;
}

const valuesOf = (request: StaffServiceRequest): WorkValues => ({
  status: request.status,
  assigneeId: request.assignee?.id ?? '',
  note: '',
  internalNote: '',
});

/**
 * Working a request: its next status (only the moves the queue allows), who works it, a note the
 * client is e-mailed and one only staff read; one Save sends what changed. The outcome is said in
 * a region that stays in place, and focus goes to it.
 */
export function ServiceWorkForm({
  request,
  headingId,
}: {
  request: StaffServiceRequest;
  headingId: string;
}) {
  const update = useUpdateServiceRequest(request.id);
  const members = useStaffMembers();
  const outcome = useActionOutcome();
  const form = useForm<WorkValues>({ defaultValues: valuesOf(request) });
  const { handleSubmit, reset, getValues, setError } = form;

  // Someone else's change read again (after a refusal): the selects show where the request now
  // is, and the notes being written stay.
  const currentStatus = request.status;
  const currentAssignee = request.assignee?.id ?? '';
  React.useEffect(() => {
    reset({
      status: currentStatus,
      assigneeId: currentAssignee,
      note: getValues('note'),
      internalNote: getValues('internalNote'),
    });
  }, [currentStatus, currentAssignee, reset, getValues]);

  const closed = request.status === 'completed';
  const moves = serviceRequestStatuses.filter((to) => canMoveServiceRequest(request.status, to));
  const label = (status: ServiceRequestStatus) => serviceStatusText(status, request.kind).label;

  const save = (values: WorkValues) => {
    if (update.isPending) return;
    outcome.clear();
    const changes = changesOf(values, request);
    if (!passesCheck(updateServiceRequestSchema, changes, { fields, setError, outcome })) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        outcome.setDone(savedMessage(changes, saved));
        outcome.focus();
      },
      // A field's message goes by its field; anything else is said in the outcome region.
      onError: (error) => {
        if (!placeServerErrors(form, error)) outcome.focus();
      },
    });
  };

  const failure =
    outcome.refusal ??
    (update.isError && !isUnauthorized(update.error)
      ? userMessage(update.error, 'The request could not be saved. Please try again.')
      : null);

  return (
    <ActionForm
      outcome={outcome}
      failure={failure}
      headingId={headingId}
      onSubmit={(event) => void handleSubmit(save)(event)}
      submitLabel="Save"
      pending={update.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {closed ? (
          <p className="text-sm text-slate-700 sm:col-span-2">
            This request is completed; its status no longer changes. You can still reassign it or
            write a note.
          </p>
        ) : (
          <SelectField
            form={form}
            name="status"
            label="Status"
            hint="A new status is e-mailed to the client."
            options={[
              { value: request.status, label: `${label(request.status)} (current)` },
              ...moves.map((status) => ({ value: status, label: label(status) })),
            ]}
          />
        )}
        <AssigneeField
          form={form}
          name="assigneeId"
          label="Assignee"
          hint="Who works this request."
          nobody="Unassigned"
          assignee={request.assignee}
          members={members.data ?? []}
        />
      </div>
      <NoteField
        form={form}
        name="note"
        label="Note to the client (e-mailed)"
        hint="E-mailed to the client and shown with the request in their portal."
      />
      <NoteField
        form={form}
        name="internalNote"
        label="Internal note"
        hint="Only staff see it, in this request's timeline."
      />
    </ActionForm>
  );
}
